import { z } from "@/lib/validation/zod";

/**
 * The NPI check digit (CMS, "Requirements for National Provider Identifier (NPI) and NPI Enumeration"):
 * the Luhn formula over the card-issuer prefix 80840 followed by the NPI's 10 digits.
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right: the check digit is position 0, every second digit after it is doubled.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that completes a 9-digit NPI base (fictional demo numbers, tests). */
export function npiCheckDigit(base9: string): number {
  for (let d = 0; d <= 9; d++) if (isValidNpi(`${base9}${d}`)) return d;
  throw new Error("no check digit"); // unreachable for 9 digits
}

export const NPI_MESSAGE = "NPI must be 10 digits with a valid check digit";

/** An optional NPI: "", null or absent is null; anything else must be a valid NPI. */
export const optionalNpi = z
  .union([z.literal(""), z.null(), z.string({ error: NPI_MESSAGE }).trim().refine(isValidNpi, NPI_MESSAGE)])
  .optional()
  .transform((v) => (v ? v : null));
