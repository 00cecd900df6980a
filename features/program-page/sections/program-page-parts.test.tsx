import { render, screen } from "@testing-library/react";
import { ContactCard } from "./contact-card";
import { PricingCard } from "./pricing-card";
import { ReviewList } from "@/features/reviews/review-list";
import ProgramLoading from "@/app/(en)/program/[id]/loading";
import type { PublishedReview } from "@/features/reviews/data";

// The server door of features/programs loads its handlers; the parts need only the names of the facts (labels.ts)
// and the words of the shared components (locale-text.ts).
jest.mock("@/features/programs/server", () => ({ ...jest.requireActual("@/features/programs/labels"), ...jest.requireActual("@/features/program-page/locale-text") }));

const review = (over: Partial<PublishedReview> = {}): PublishedReview => ({
  id: "r1",
  userName: "Jane D.",
  rating: 4,
  title: "Careful and clear",
  comment: "They explained the results.",
  createdAt: new Date(Date.now() - 2 * 3600_000),
  reply: null,
  ...over,
});

describe("ReviewList", () => {
  it("shows name, stars, relative time, title and comment", () => {
    render(<ReviewList reviews={[review()]} />);
    expect(screen.getByText("Jane D.")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Rated 4.0 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("about 2 hours ago")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Careful and clear" })).toBeInTheDocument();
    expect(screen.getByText("They explained the results.")).toBeInTheDocument();
  });

  it("renders HTML-looking text as text", () => {
    const { container } = render(<ReviewList reviews={[review({ comment: "<img src=x onerror=alert(1)>", title: "<script>alert(1)</script>" })]} />);
    expect(screen.getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(screen.getByText("<script>alert(1)</script>")).toBeInTheDocument();
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("shows the provider's reply under its review, as text", () => {
    render(<ReviewList reviews={[review({ reply: { body: "Thank you <b>for</b> writing.", createdAt: new Date(Date.now() - 3600_000), editedAt: null } }), review({ id: "r2" })]} />);
    const replies = screen.getAllByTestId("provider-reply");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toHaveTextContent("Response from the provider");
    expect(screen.getByText("Thank you <b>for</b> writing.")).toBeInTheDocument();
    expect(screen.queryByTestId("reply-edited")).toBeNull();
  });

  it("marks a reply the provider edited (issue 53, item 8)", () => {
    render(<ReviewList reviews={[review({ reply: { body: "Updated thanks.", createdAt: new Date(Date.now() - 7200_000), editedAt: new Date(Date.now() - 3600_000) } })]} />);
    expect(screen.getByTestId("reply-edited")).toHaveTextContent("edited about 1 hour ago");
  });

  it("has the spec's empty state and load-failure message", () => {
    const { rerender } = render(<ReviewList reviews={[]} />);
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.getByText("Be the first to share your experience with this detox program.")).toBeInTheDocument();
    rerender(<ReviewList reviews={null} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Unable to load reviews. Please try again later.");
  });
});

describe("ContactCard", () => {
  it("links each present contact field, the website in a new tab", () => {
    render(<ContactCard programId="p1" phone="(512) 555-0100" email="info@calm.example" website="https://calm.example" />);
    expect(screen.getByRole("link", { name: /555-0100/ })).toHaveAttribute("href", "tel:+15125550100");
    expect(screen.getByRole("link", { name: /info@calm.example/ })).toHaveAttribute("href", "mailto:info@calm.example");
    const site = screen.getByRole("link", { name: /Visit Website/ });
    expect(site).toHaveAttribute("href", "https://calm.example/");
    expect(site).toHaveAttribute("target", "_blank");
    expect(site).toHaveAttribute("rel", "noopener noreferrer");
    // Counted for the listing's insights (features/insights/insights-clicks.tsx), the email link not.
    expect(screen.getByRole("link", { name: /555-0100/ })).toHaveAttribute("data-insight", "call");
    expect(site).toHaveAttribute("data-insight", "website");
    expect(site).toHaveAttribute("data-program", "p1");
    expect(screen.getByRole("link", { name: /info@calm.example/ })).not.toHaveAttribute("data-insight");
  });

  it("leaves out missing, placeholder and unsafe values", () => {
    render(<ContactCard programId="p1" phone="n/a" email={null} website="javascript:alert(1)" />);
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText(/has not listed a phone number, email or website/)).toBeInTheDocument();
  });
});

describe("PricingCard and the loading skeleton", () => {
  it("renders only with a price, with the note", () => {
    const { container, rerender } = render(<PricingCard priceMin={null} priceMax={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PricingCard priceMin={100} priceMax={null} />);
    expect(screen.getByText("From $100")).toBeInTheDocument();
    expect(screen.getByText("Contact the program for detailed pricing information")).toBeInTheDocument();
  });

  it("says what the price covers, or that the listing does not say (issue 49)", () => {
    const { rerender } = render(<PricingCard priceMin={150} priceMax={400} priceUnit="visit" />);
    expect(screen.getByTestId("price-range")).toHaveTextContent(/^\$150 - \$400$/);
    expect(screen.getByTestId("price-unit")).toHaveTextContent("per visit");
    expect(screen.queryByTestId("price-unit-missing")).toBeNull();
    rerender(<PricingCard priceMin={150} priceMax={400} priceUnit={null} />);
    expect(screen.queryByTestId("price-unit")).toBeNull();
    expect(screen.getByTestId("price-unit-missing")).toHaveTextContent("does not say what this price covers");
  });

  it("shows three placeholder items while loading", () => {
    render(<ProgramLoading />);
    expect(screen.getAllByTestId("skeleton-item")).toHaveLength(3);
    expect(screen.getByRole("status", { name: "Loading program" })).toBeInTheDocument();
  });
});

describe("the parts in Spanish (issue 54)", () => {
  it("PricingCard says the range, its unit and the note in Spanish", () => {
    render(<PricingCard priceMin={150} priceMax={null} priceUnit="visit" locale="es" />);
    expect(screen.getByRole("heading", { name: "Precios" })).toBeInTheDocument();
    expect(screen.getByTestId("price-range")).toHaveTextContent("Desde $150");
    expect(screen.getByTestId("price-unit")).toHaveTextContent("por consulta");
    expect(screen.getByText("Comuníquese con el programa para conocer los precios en detalle")).toBeInTheDocument();
  });

  it("ContactCard names its links in Spanish", () => {
    render(<ContactCard programId="p1" phone="(512) 555-0100" email={null} website="https://example.org" locale="es" />);
    expect(screen.getByRole("heading", { name: "Información de contacto" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Llamar al (512) 555-0100" })).toHaveAttribute("href", "tel:+15125550100");
    expect(screen.getByRole("link", { name: "Visitar el sitio web (se abre en una pestaña nueva)" })).toBeInTheDocument();
  });
});
