/** @jest-environment node */
import { formatPriceRange, PRICING_NOTE } from "@/features/programs/pricing";

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
