/** @jest-environment node */
import { isValidNpi, npiCheckDigit, optionalNpi } from "@/lib/npi/check-digit";
import { sourceLabel, verificationText } from "@/features/programs/trust";

describe("NPI check digit (Luhn with the 80840 prefix)", () => {
  it("accepts valid numbers", () => {
    // CMS's worked example, and two more whose check digit was computed by hand.
    for (const n of ["1234567893", "1245319599", "1003000126"]) expect(isValidNpi(n)).toBe(true);
  });

  it("refuses a wrong check digit, a changed digit, swapped digits, and anything not 10 digits", () => {
    for (const n of ["1234567890", "1234567894", "1234567983", "2234567893", "123456789", "12345678931", "12345678a3", " 1234567893", ""]) {
      expect(isValidNpi(n)).toBe(false);
    }
  });

  it("completes a 9-digit base with the one valid digit", () => {
    expect(npiCheckDigit("123456789")).toBe(3);
    const base = "940000123";
    const valid = [...Array(10).keys()].filter((d) => isValidNpi(`${base}${d}`));
    expect(valid).toEqual([npiCheckDigit(base)]);
  });

  it("is optional in the schema: empty is null, an invalid number is refused with its message", () => {
    expect(optionalNpi.parse("")).toBeNull();
    expect(optionalNpi.parse(undefined)).toBeNull();
    expect(optionalNpi.parse(" 1234567893 ")).toBe("1234567893");
    const bad = optionalNpi.safeParse("1234567890");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("NPI must be 10 digits with a valid check digit");
  });
});

describe("Listing facts wording", () => {
  it("names the source in plain words", () => {
    expect(sourceLabel("owner")).toBe("Added by the provider");
    expect(sourceLabel("npi")).toBe("Imported from the NPI Registry");
    expect(sourceLabel(null)).toBe("Added by our team");
  });

  it("says what was verified, how and when, or that nothing was", () => {
    const at = new Date("2026-03-04T23:30:00Z");
    expect(verificationText({ isVerified: true, verifiedAt: at, verificationMethod: "npi" })).toBe("Verified on March 4, 2026 against the NPI Registry");
    expect(verificationText({ isVerified: true, verifiedAt: at, verificationMethod: "admin" })).toBe("Verified on March 4, 2026 by our team");
    expect(verificationText({ isVerified: false, verifiedAt: null, verificationMethod: null })).toBe("Not verified: details come from the provider and have not been checked");
  });
});
