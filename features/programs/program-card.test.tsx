import { render, screen } from "@testing-library/react";
import { cardData, ProgramCard, type ProgramCardData } from "@/features/programs/program-card";
import { cardWords } from "./labels";

const EN = cardWords("en");

const base: ProgramCardData = {
  id: "7d3c0b1e-2f4a-4c55-9b1e-1a2b3c4d5e6f",
  name: "Harbor Toxicology Clinic",
  description: "Short description.",
  city: "Boston",
  state: "MA",
  phone: "(617) 555-0100",
  imageUrl: null,
  rating: 4.5,
  reviewCount: 12,
  priceMin: null,
  priceMax: null,
  priceUnit: null,
  programTypes: ["Chelation Therapy"],
  certifications: [],
  isVerified: true,
  telehealth: false,
  acceptingNewPatients: true,
  services: [],
  distanceMiles: 3.24,
};

describe("the specialty line", () => {
  it("shows the NPI specialties, in words, 'as registered with NPI', and nothing for other taxonomies", () => {
    const t = (code: string, primary = false) => ({ code, label: "as NPI says", primary });
    const data = cardData({ ...base, npiTaxonomies: [t("208000000X", true), t("2083T0002X"), t("175F00000X")] });
    expect(data.specialties).toEqual(["medical-toxicology", "pediatrics"]);
    const { rerender } = render(<ProgramCard words={EN} program={data} />);
    expect(screen.getByTestId("card-specialty").textContent).toBe("Medical toxicology, Pediatrics (as registered with NPI)");
    rerender(<ProgramCard words={EN} program={cardData({ ...base, npiTaxonomies: [t("175F00000X")] })} />);
    expect(screen.queryByTestId("card-specialty")).toBeNull();
  });
});

describe("cardData", () => {
  it("keeps only what a card shows", () => {
    const row = { ...base, address: "1 Main St", email: "desk@example.com", website: "https://example.com" };
    const data = cardData(row);
    expect(Object.keys(data).sort()).toEqual(Object.keys(base).sort());
    expect(data).toEqual(base);
  });

  it("cuts a long description at a word boundary, under 300 characters, with an ellipsis", () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const { description } = cardData({ ...base, description: words });
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description.length).toBeGreaterThan(200);
    expect(description.endsWith("\u2026")).toBe(true);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    expect(words[description.length - 1]).toBe(" "); // the cut falls between two words
  });

  it("leaves a description that fits as it is", () => {
    expect(cardData(base).description).toBe("Short description.");
  });
});

describe("ProgramCard", () => {
  it("renders the card from its data: name link, distance, call link", () => {
    render(<ProgramCard words={EN} program={cardData(base)} />);
    expect(screen.getByRole("link", { name: base.name })).toHaveAttribute("href", `/program/${base.id}`);
    expect(screen.getByTestId("distance")).toHaveTextContent("3.2 miles away");
    expect(screen.getByRole("link", { name: /Call Now/ })).toHaveAttribute("href", "tel:+16175550100");
  });
});

describe("what a worried person needs first (issue 30, item 10)", () => {
  it("says a listing is claimed by its provider only when it is, and cardData keeps the flag", () => {
    const { rerender } = render(<ProgramCard words={EN} program={cardData({ ...base, claimed: true })} />);
    expect(screen.getByTestId("card-claimed")).toHaveTextContent("Claimed by the provider");
    rerender(<ProgramCard words={EN} program={cardData({ ...base, claimed: false })} />);
    expect(screen.queryByTestId("card-claimed")).toBeNull();
  });

  it("lists the services before the description and the specialties", () => {
    render(<ProgramCard words={EN} program={{ ...base, services: ["blood-lead-testing", "pediatric-care"], description: "About the clinic." }} />);
    const services = screen.getByRole("list", { name: "Services" });
    expect(services).toHaveTextContent("Blood lead testing");
    expect(services).toHaveTextContent("Pediatric care");
    const description = screen.getByText("About the clinic.");
    const specialties = screen.getByRole("list", { name: "Specialties" });
    expect(services.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(services.compareDocumentPosition(specialties) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows no services list for a listing without any", () => {
    render(<ProgramCard words={EN} program={base} />);
    expect(screen.queryByRole("list", { name: "Services" })).toBeNull();
  });
});

describe("the rating line (issue 49, item 7)", () => {
  it("says 'No reviews yet' for a program without reviews: no stars, no 0.0, no '(0 reviews)'", () => {
    const { container } = render(<ProgramCard words={EN} program={cardData({ ...base, rating: 0, reviewCount: 0 })} />);
    expect(screen.getByTestId("no-reviews")).toHaveTextContent("No reviews yet");
    expect(screen.queryByRole("img", { name: /Rated/ })).toBeNull();
    expect(container.textContent).not.toMatch(/0\.0|\(0 reviews\)/);
  });

  it("shows the stars, the average and the count of a reviewed program, one review in the singular", () => {
    const { rerender } = render(<ProgramCard words={EN} program={base} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("4.5 (12 reviews)")).toBeInTheDocument();
    expect(screen.queryByTestId("no-reviews")).toBeNull();
    rerender(<ProgramCard words={EN} program={{ ...base, rating: 5, reviewCount: 1 }} />);
    expect(screen.getByText("5.0 (1 review)")).toBeInTheDocument();
  });
});

describe("the price line (issue 49, item 7)", () => {
  it("shows the range with what it covers, the range alone when the unit is not given", () => {
    const { rerender } = render(<ProgramCard words={EN} program={cardData({ ...base, priceMin: 150, priceMax: 400, priceUnit: "visit" })} />);
    expect(screen.getByTestId("card-price")).toHaveTextContent("$150 - $400 per visit");
    rerender(<ProgramCard words={EN} program={cardData({ ...base, priceMin: 2000, priceMax: null, priceUnit: "course" })} />);
    expect(screen.getByTestId("card-price")).toHaveTextContent("From $2,000 per course of treatment");
    rerender(<ProgramCard words={EN} program={cardData({ ...base, priceMin: null, priceMax: 90, priceUnit: null })} />);
    expect(screen.getByTestId("card-price")).toHaveTextContent(/^Up to \$90$/);
  });

  it("has no price line without a price, except under a price sort, where it says 'Price not listed'", () => {
    const { rerender } = render(<ProgramCard words={EN} program={base} />);
    expect(screen.queryByTestId("card-price")).toBeNull();
    rerender(<ProgramCard words={EN} program={base} showPrice />);
    expect(screen.getByTestId("card-price")).toHaveTextContent("Price not listed");
    rerender(<ProgramCard words={EN} program={{ ...base, priceMin: 100, priceMax: 100, priceUnit: "test" }} showPrice />);
    expect(screen.getByTestId("card-price")).toHaveTextContent("$100 per test");
  });

  it("ignores a unit outside the fixed list (a row written before the check)", () => {
    render(<ProgramCard words={EN} program={{ ...base, priceMin: 50, priceMax: 80, priceUnit: "javascript:alert(1)" as never }} />);
    expect(screen.getByTestId("card-price")).toHaveTextContent(/^\$50 - \$80$/);
  });
});

describe("the chelation note (issue 50)", () => {
  it("a card offering IV or oral chelation says it is a prescription treatment and links to when it is used", () => {
    for (const service of ["iv-chelation", "oral-chelation"] as const) {
      const { unmount } = render(<ProgramCard words={EN} program={{ ...base, services: ["blood-lead-testing", service] }} />);
      expect(screen.getByTestId("card-chelation-note")).toHaveTextContent("Chelation: prescription treatment for confirmed high levels. When chelation is used");
      expect(screen.getByRole("link", { name: "When chelation is used" })).toHaveAttribute("href", "/chelation-guide#approved-uses");
      unmount();
    }
  });

  it("a card without chelation has no note", () => {
    render(<ProgramCard words={EN} program={{ ...base, services: ["blood-lead-testing", "nutrition-counseling"] }} />);
    expect(screen.queryByTestId("card-chelation-note")).toBeNull();
  });
});
