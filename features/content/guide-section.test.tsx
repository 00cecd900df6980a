import { render, screen } from "@testing-library/react";
import { GuideSection } from "./guide-section";

describe("the home page's guide teaser (issue 31, correction 7)", () => {
  it("asks for board certification in medical toxicology or occupational medicine, not years of chelation", () => {
    render(<GuideSection />);
    const qualifications = screen.getByRole("heading", { name: "Step 2: Provider Qualifications" }).parentElement!;
    expect(qualifications).toHaveTextContent("board certified in medical toxicology or occupational medicine");
    expect(document.body).not.toHaveTextContent(/years of experience|experience in chelation/i);
  });
});
