import { render, screen } from "@testing-library/react";
import { messagesFor } from "@/lib/i18n/messages";
import { GuideSection } from "./guide-section";

describe("the home page's guide teaser (issue 31, correction 7)", () => {
  it("asks for board certification in medical toxicology or occupational medicine, not years of chelation", () => {
    render(<GuideSection text={messagesFor("en").home} />);
    const qualifications = screen.getByRole("heading", { name: "Step 2: Provider Qualifications" }).parentElement!;
    expect(qualifications).toHaveTextContent("board certified in medical toxicology or occupational medicine");
    expect(document.body).not.toHaveTextContent(/years of experience|experience in chelation/i);
  });

  it("says the same in Spanish: toxicología médica o medicina ocupacional, and links the Spanish guide", () => {
    render(<GuideSection text={messagesFor("es").home} />);
    const qualifications = screen.getByRole("heading", { name: "Paso 2: La preparación del proveedor" }).parentElement!;
    expect(qualifications).toHaveTextContent("toxicología médica o medicina ocupacional");
    expect(screen.getByRole("link", { name: "Leer la guía completa" })).toHaveAttribute("href", "/es/choosing-guide");
  });
});
