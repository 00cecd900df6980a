import { render, screen } from "@testing-library/react";
import { StarRating, starFillPercent } from "@/features/programs/star-rating";

describe("StarRating", () => {
  it.each([
    [4.3, 90],
    [4.2, 80],
    [4.25, 90],
    [0.2, 0],
    [0.3, 10],
    [5, 100],
    [7, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])("fills %s to the nearest half star: %s%%", (rating, percent) => {
    expect(starFillPercent(rating)).toBe(percent);
  });

  it("is one named image whose filled layer has the rounded width", () => {
    const { container } = render(<StarRating rating={3.7} size="lg" />);
    const img = screen.getByRole("img", { name: "Rated 3.7 out of 5" });
    expect(img).toHaveAttribute("data-size", "lg");
    expect(img.querySelector("span")).toHaveStyle({ width: "70%" });
    expect(container.querySelectorAll("svg")).toHaveLength(0);
  });

  it("clamps the label of an out-of-range rating", () => {
    render(<StarRating rating={9} />);
    expect(screen.getByRole("img", { name: "Rated 5.0 out of 5" })).toBeInTheDocument();
  });
});
