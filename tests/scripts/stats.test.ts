import { median, percentile } from "../../scripts/stats.mjs";

describe("percentile (nearest rank)", () => {
  it("answers the smallest value with at least q of the values at or below it", () => {
    const values = [15, 20, 35, 40, 50];
    expect([0, 0.05, 0.2, 0.3, 0.4, 0.5, 0.99, 1].map((q) => percentile(values, q))).toEqual([15, 15, 15, 20, 20, 35, 50, 50]);
    expect(percentile(Array.from({ length: 100 }, (_, i) => 100 - i), 0.99)).toBe(99);
  });

  it("is one of the values (no interpolation), whatever their order, and NaN for none", () => {
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([1, 10], 0.75)).toBe(10);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("median", () => {
  it("is the middle value, or the lower of the two middle values", () => {
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });
});
