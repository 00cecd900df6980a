/** @jest-environment node */
import { formatPriceLine, formatPriceRange, PRICE_UNITS, priceUnitLabel, PRICING_NOTE } from "@/features/programs/pricing";

describe("the Pricing card's four cases", () => {
  it("shows both prices, only a minimum, only a maximum, or nothing", () => {
    expect(formatPriceRange({ priceMin: 500, priceMax: 1500 })).toBe("$500 - $1,500");
    expect(formatPriceRange({ priceMin: 250, priceMax: null })).toBe("From $250");
    expect(formatPriceRange({ priceMin: null, priceMax: 3000 })).toBe("Up to $3,000");
    expect(formatPriceRange({ priceMin: null, priceMax: null })).toBeNull();
    expect(formatPriceRange({ priceMin: undefined, priceMax: undefined })).toBeNull();
  });

  it("treats 0 as a price (free), and equal prices as one figure", () => {
    expect(formatPriceRange({ priceMin: 0, priceMax: null })).toBe("From $0");
    expect(formatPriceRange({ priceMin: 0, priceMax: 200 })).toBe("$0 - $200");
    expect(formatPriceRange({ priceMin: 400, priceMax: 400 })).toBe("$400");
  });

  it("has the spec's note", () => {
    expect(PRICING_NOTE).toBe("Contact the program for detailed pricing information");
  });
});

describe("what the price covers (issue 49)", () => {
  it("says the unit after the range, and the range alone without one", () => {
    expect(formatPriceLine({ priceMin: 150, priceMax: 400, priceUnit: "visit" })).toBe("$150 - $400 per visit");
    expect(formatPriceLine({ priceMin: 3000, priceMax: null, priceUnit: "course" })).toBe("From $3,000 per course of treatment");
    expect(formatPriceLine({ priceMin: 150, priceMax: 400, priceUnit: null })).toBe("$150 - $400");
    expect(formatPriceLine({ priceMin: null, priceMax: null, priceUnit: "visit" })).toBeNull();
  });

  it("has a label for every unit, and none for a value outside the list", () => {
    for (const unit of PRICE_UNITS) expect(priceUnitLabel(unit)).toMatch(/^per [a-z ]+$/);
    expect(priceUnitLabel("toString")).toBeNull();
    expect(priceUnitLabel("__proto__")).toBeNull();
    expect(priceUnitLabel("")).toBeNull();
  });
});
