/** @jest-environment node */
import { isUsablePhone, telHref } from "@/lib/phone";

describe("usable phone numbers (spec section 5)", () => {
  it("refuses empty values, placeholders and too few digits", () => {
    for (const bad of [null, undefined, "", "   ", "nan", "NaN", "null", "undefined", "n/a", "N/A", "na", "TBD", "-", "\u2014", "555-012", "call us", "ext. 12345678"]) {
      expect(isUsablePhone(bad)).toBe(false);
      expect(telHref(bad)).toBeNull();
    }
  });

  it("accepts numbers written with phone characters and at least 7 digits", () => {
    for (const good of ["555-0123", "(512) 555-0100", "512.555.0100", "+1 512 555 0100", "1-800-222-1222"]) {
      expect(isUsablePhone(good)).toBe(true);
    }
  });

  it("dials 10 digits with +1, 11 digits starting with 1 with +, anything else as its digits", () => {
    expect(telHref("(512) 555-0100")).toBe("tel:+15125550100");
    expect(telHref("1-800-222-1222")).toBe("tel:+18002221222");
    expect(telHref("+1 (512) 555-0100")).toBe("tel:+15125550100");
    expect(telHref("555-0123")).toBe("tel:5550123");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
    expect(telHref("21234567890")).toBe("tel:21234567890");
  });
});
