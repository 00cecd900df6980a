import { isUsablePhone, telHref } from "@/lib/phone";

describe("phone rules (spec section 5)", () => {
  it.each(["", "   ", "nan", "NULL", "undefined", "N/A", "na", "TBD", "-", "\u2014", "call us", "555-12", "12345", "abc1234567"])(
    "%j is not usable",
    (phone) => {
      expect(isUsablePhone(phone)).toBe(false);
      expect(telHref(phone)).toBeNull();
    },
  );

  it("rejects missing values", () => {
    expect(isUsablePhone(null)).toBe(false);
    expect(isUsablePhone(undefined)).toBe(false);
  });

  it("prepends +1 to a 10-digit number", () => {
    expect(telHref("(555) 123-4567")).toBe("tel:+15551234567");
    expect(telHref("555.123.4567")).toBe("tel:+15551234567");
  });

  it("prepends + to an 11-digit number starting with 1", () => {
    expect(telHref("1-555-123-4567")).toBe("tel:+15551234567");
    expect(telHref("+1 (555) 123-4567")).toBe("tel:+15551234567");
  });

  it("keeps other lengths of at least 7 digits as they are", () => {
    expect(telHref("123-4567")).toBe("tel:1234567");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("ignores an extension when dialing", () => {
    expect(isUsablePhone("555-123-4567 ext. 12")).toBe(true);
    expect(telHref("555-123-4567 x12")).toBe("tel:+15551234567");
  });
});
