/** @jest-environment node */
import { imageSrc, programBreadcrumbJsonLd, programJsonLd } from "./structured-data";
import { parseTab, tabHref } from "./tabs";

const SITE = "https://detox.example";
const program = {
  id: "5b1c3f8e-0000-4000-8000-000000000001",
  name: "Calm Waters Clinic",
  description: "Lead and mercury testing.",
  address: "12 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  phone: "(512) 555-0100",
  website: "https://calm.example",
  imageUrl: "/demo/logo-1.svg",
  latitude: 30.27,
  longitude: -97.74,
  rating: 4.5,
  reviewCount: 2,
  priceMin: 200,
  priceMax: 900,
  isVerified: false,
  npiNumber: null as string | null,
  source: "csv" as string | null,
  telehealth: null as boolean | null,
  acceptingNewPatients: null as boolean | null,
  paymentOptions: [] as ("self-pay" | "medicaid" | "hsa-fsa")[],
  languages: [] as string[],
  services: [] as ("blood-lead-testing" | "iv-chelation")[],
  hours: null as null | Record<"mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun", [string, string][]>,
};

describe("program JSON-LD", () => {
  it("describes a MedicalBusiness with address, geo, telephone, url and rating", () => {
    const ld = programJsonLd(program, SITE);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      name: "Calm Waters Clinic",
      url: "https://calm.example/",
      mainEntityOfPage: `${SITE}/program/${program.id}`,
      telephone: "+15125550100",
      image: `${SITE}/demo/logo-1.svg`,
      priceRange: "$200 - $900",
      address: { "@type": "PostalAddress", streetAddress: "12 Main St", addressLocality: "Austin", addressRegion: "TX", postalCode: "78701", addressCountry: "US" },
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out what is unknown: rating without reviews, unusable phone, unsafe website, 0,0 coordinates", () => {
    const ld = programJsonLd({ ...program, reviewCount: 0, rating: 0, phone: "n/a", website: "javascript:alert(1)", imageUrl: null, latitude: 0, longitude: 0, priceMin: null, priceMax: null }, SITE);
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("telephone");
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("priceRange");
    expect(ld.url).toBe(`${SITE}/program/${program.id}`);
  });

  it("adds the NPI as identifier for verified listings only", () => {
    expect(programJsonLd({ ...program, npiNumber: "1234567893" }, SITE)).not.toHaveProperty("identifier");
    expect(programJsonLd({ ...program, isVerified: true, npiNumber: "1234567893" }, SITE)).toMatchObject({
      identifier: { "@type": "PropertyValue", propertyID: "NPI", value: "1234567893" },
    });
    expect(programJsonLd({ ...program, isVerified: true }, SITE)).not.toHaveProperty("identifier");
  });

  it("gives an owner's unverified listing no rating, and the rating back once it is verified", () => {
    expect(programJsonLd({ ...program, source: "owner" }, SITE)).not.toHaveProperty("aggregateRating");
    expect(programJsonLd({ ...program, source: "owner", isVerified: true }, SITE)).toHaveProperty("aggregateRating.ratingValue", 4.5);
  });

  it("carries the provider details as schema.org properties, typed MedicalOrganization too when they need it", () => {
    const week = { mon: [["09:00", "12:00"], ["13:00", "17:00"]] as [string, string][], tue: [], wed: [], thu: [], fri: [], sat: [["10:00", "24:00"]] as [string, string][], sun: [] };
    const ld = programJsonLd({ ...program, acceptingNewPatients: false, paymentOptions: ["self-pay", "medicaid"], languages: ["English", "Spanish"], services: ["blood-lead-testing", "iv-chelation"], hours: week }, SITE);
    expect(ld).toMatchObject({
      "@type": ["MedicalBusiness", "MedicalOrganization"],
      isAcceptingNewPatients: false,
      paymentAccepted: "Self-pay (cash or card), Medicaid",
      knowsLanguage: ["English", "Spanish"],
      availableService: [
        { "@type": "MedicalTest", name: "Blood lead testing" },
        { "@type": "MedicalTherapy", name: "IV chelation" },
      ],
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "12:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "13:00", closes: "17:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "23:59" },
      ],
    });
    // Not provided: nothing said, and the plain type.
    const bare = programJsonLd(program, SITE);
    expect(bare["@type"]).toBe("MedicalBusiness");
    for (const key of ["isAcceptingNewPatients", "paymentAccepted", "knowsLanguage", "availableService", "openingHoursSpecification"]) expect(bare).not.toHaveProperty(key);
  });

  it("names schema.org's Toxicologic and Pediatric specialties from the NPI taxonomies, and nothing for occupational medicine", () => {
    const t = (code: string) => ({ code, label: code, primary: false });
    const ld = programJsonLd({ ...program, npiTaxonomies: [t("207P00000X"), t("2080T0002X")] }, SITE);
    expect(ld["@type"]).toEqual(["MedicalBusiness", "MedicalOrganization"]);
    expect(ld.medicalSpecialty).toEqual(["https://schema.org/Toxicologic", "https://schema.org/Pediatric"]);
    const occupational = programJsonLd({ ...program, npiTaxonomies: [t("2083X0100X")] }, SITE);
    expect(occupational).not.toHaveProperty("medicalSpecialty");
    expect(occupational["@type"]).toBe("MedicalBusiness");
  });

  it("is a Home > State > Program breadcrumb", () => {
    const ld = programBreadcrumbJsonLd(program, SITE) as { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Texas", item: `${SITE}/states/texas` },
      { "@type": "ListItem", position: 3, name: "Calm Waters Clinic", item: `${SITE}/program/${program.id}` },
    ]);
  });
});

describe("program tabs in the URL", () => {
  it("reads ?tab= strictly, defaulting to Details", () => {
    expect(parseTab("reviews")).toBe("reviews");
    expect(parseTab("location")).toBe("location");
    expect(parseTab("details")).toBe("details");
    expect(parseTab(undefined)).toBe("details");
    expect(parseTab(["reviews", "location"])).toBe("details");
    expect(parseTab("REVIEWS")).toBe("details");
    expect(parseTab("__proto__")).toBe("details");
  });

  it("links Details to the plain page URL", () => {
    expect(tabHref("/program/x", "details")).toBe("/program/x");
    expect(tabHref("/program/x", "reviews")).toBe("/program/x?tab=reviews");
  });
});

describe("imageSrc", () => {
  it("keeps site paths and http(s) URLs, drops the rest", () => {
    expect(imageSrc("/demo/logo-1.svg")).toBe("/demo/logo-1.svg");
    expect(imageSrc("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(imageSrc("//evil.example/a.png")).toBeNull();
    expect(imageSrc("javascript:alert(1)")).toBeNull();
    expect(imageSrc(null)).toBeNull();
  });
});
