import type { ProgramRow } from "@/db/schema";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { formatPriceRange } from "@/features/programs";
import { safeHttpUrl } from "@/lib/format";
import { validCoordinates } from "@/components/map/map";
import { telHref } from "@/lib/phone";
import { absoluteUrl, breadcrumbJsonLd } from "@/lib/seo";
import { isUnverifiedOwnerListing } from "@/features/programs";
import { stateName, stateSlug } from "@/lib/us-states";
import { WEEKDAYS, type Weekday } from "@/features/programs";
import { PAYMENT_LABELS, SERVICE_LABELS, type Service } from "@/features/programs";
import { specialtiesOf, type Specialty } from "@/features/programs";

type ProgramForLd = Pick<
  ProgramRow,
  | "id" | "name" | "description" | "address" | "city" | "state" | "zipCode" | "phone" | "website" | "imageUrl"
  | "latitude" | "longitude" | "rating" | "reviewCount" | "priceMin" | "priceMax"
  | "isVerified" | "npiNumber" | "source"
  | "telehealth" | "acceptingNewPatients" | "paymentOptions" | "languages" | "services" | "hours"
> & Partial<Pick<ProgramRow, "npiTaxonomies">>;

// schema.org's MedicalSpecialty members for the specialties that have one; occupational medicine has none.
const SPECIALTY_LD: Partial<Record<Specialty, string>> = { "medical-toxicology": "https://schema.org/Toxicologic", pediatrics: "https://schema.org/Pediatric" };

const DAY_URL: Record<Weekday, string> = {
  mon: "https://schema.org/Monday",
  tue: "https://schema.org/Tuesday",
  wed: "https://schema.org/Wednesday",
  thu: "https://schema.org/Thursday",
  fri: "https://schema.org/Friday",
  sat: "https://schema.org/Saturday",
  sun: "https://schema.org/Sunday",
};

// schema.org's availableService takes a MedicalProcedure, MedicalTest or MedicalTherapy.
const SERVICE_TYPE: Record<Service, string> = {
  "blood-lead-testing": "MedicalTest",
  "urine-metals-testing": "MedicalTest",
  "exposure-assessment": "MedicalProcedure",
  "iv-chelation": "MedicalTherapy",
  "oral-chelation": "MedicalTherapy",
  "pediatric-care": "MedicalProcedure",
  "nutrition-counseling": "MedicalTherapy",
};

/**
 * The provider details as schema.org properties. isAcceptingNewPatients, availableService and medicalSpecialty
 * (from the NPI taxonomies: Toxicologic, Pediatric) belong to
 * MedicalOrganization, so a program that gives them is typed as both MedicalBusiness and MedicalOrganization.
 * Unknown values are left out, never guessed.
 */
function detailsJsonLd(program: ProgramForLd): { medical: boolean; props: Record<string, unknown> } {
  const props: Record<string, unknown> = {};
  if (program.acceptingNewPatients !== null) props.isAcceptingNewPatients = program.acceptingNewPatients;
  if (program.services.length > 0) props.availableService = program.services.map((s) => ({ "@type": SERVICE_TYPE[s] ?? "MedicalProcedure", name: SERVICE_LABELS[s] ?? s }));
  const specialties = specialtiesOf(program.npiTaxonomies).flatMap((s) => SPECIALTY_LD[s] ?? []);
  if (specialties.length > 0) props.medicalSpecialty = specialties;
  const medical = Object.keys(props).length > 0;
  if (program.paymentOptions.length > 0) props.paymentAccepted = program.paymentOptions.map((p) => PAYMENT_LABELS[p] ?? p).join(", ");
  if (program.languages.length > 0) props.knowsLanguage = program.languages;
  if (program.hours) {
    // "24:00" (until midnight) is written 23:59, as search engines expect.
    props.openingHoursSpecification = WEEKDAYS.flatMap((d) =>
      program.hours![d].map(([opens, closes]) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: DAY_URL[d], opens, closes: closes === "24:00" ? "23:59" : closes })),
    );
  }
  if (program.telehealth) props.amenityFeature = { "@type": "LocationFeatureSpecification", name: "Telehealth (video visits)", value: true };
  return { medical, props };
}

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** An image source to show: a site path as is, or an http(s) URL; anything else is dropped. */
export function imageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  return isSitePath(value) ? value : safeHttpUrl(value);
}

/** A stored image URL for JSON-LD and Open Graph: a site path made absolute, an http(s) URL as is; anything else is dropped. */
function absoluteImageUrl(value: string | null | undefined, siteUrl: string): string | undefined {
  if (!value) return undefined;
  if (isSitePath(value)) return absoluteUrl(value, siteUrl);
  return safeHttpUrl(value) ?? undefined;
}

/**
 * schema.org MedicalBusiness of a program (decisions.md, "Beyond the spec"). MedicalBusiness rather than
 * MedicalClinic: the directory lists wellness programs as well as clinics. aggregateRating only when there
 * are published reviews (rating and reviewCount are derived from them), and never for an owner's listing
 * that is not verified yet (decisions.md, "Public writes"). `identifier` (the NPI) only for verified listings.
 */
export function programJsonLd(program: ProgramForLd, siteUrl: string, locale: Locale = "en"): Record<string, unknown> {
  const pageUrl = absoluteUrl(`/program/${program.id}`, siteUrl);
  const geo = validCoordinates(program);
  const tel = telHref(program.phone);
  const website = safeHttpUrl(program.website);
  const priceRange = formatPriceRange(program);
  const details = detailsJsonLd(program);
  return {
    "@context": "https://schema.org",
    "@type": details.medical ? ["MedicalBusiness", "MedicalOrganization"] : "MedicalBusiness",
    "@id": `${pageUrl}#business`,
    name: program.name,
    description: program.description,
    url: website ?? pageUrl,
    // The page in the visitor's language (/es/program/{id}); the business and its @id are the same in both.
    mainEntityOfPage: locale === "en" ? pageUrl : absoluteUrl(localePath(locale, `/program/${program.id}`), siteUrl),
    ...(absoluteImageUrl(program.imageUrl, siteUrl) ? { image: absoluteImageUrl(program.imageUrl, siteUrl) } : {}),
    ...(tel ? { telephone: tel.slice("tel:".length) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: program.address,
      addressLocality: program.city,
      addressRegion: program.state,
      postalCode: program.zipCode,
      addressCountry: "US",
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo[0], longitude: geo[1] } } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...details.props,
    ...(program.isVerified && program.npiNumber ? { identifier: { "@type": "PropertyValue", propertyID: "NPI", value: program.npiNumber } } : {}),
    ...(program.reviewCount > 0 && !isUnverifiedOwnerListing(program)
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: program.rating,
            reviewCount: program.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home > State > Program; the state page is /states/{slug}. In Spanish: Inicio and the /es pages (localeHref). */
export function programBreadcrumbJsonLd(program: Pick<ProgramRow, "id" | "name" | "state">, siteUrl: string, locale: Locale = "en"): Record<string, unknown> {
  return breadcrumbJsonLd(
    [
      { name: locale === "en" ? "Home" : translator(locale, "program")("home"), path: localeHref(locale, "/") },
      { name: stateName(program.state) ?? program.state, path: localeHref(locale, `/states/${stateSlug(program.state)}`) },
      { name: program.name, path: localeHref(locale, `/program/${program.id}`) },
    ],
    siteUrl,
  );
}
