/**
 * Phone numbers as the spec's rule reads them (section 5, "Map and phone"): a phone is usable only when it is
 * non-empty, not a placeholder, made of digits and phone characters, and has at least 7 digits.
 */
const PLACEHOLDERS = new Set(["nan", "null", "undefined", "n/a", "na", "tbd", "-", "\u2014"]);
const PHONE_CHARACTERS = /^[0-9+()\-.\s/x#*]+$/i;

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

export function isUsablePhone(phone: string | null | undefined): phone is string {
  if (typeof phone !== "string") return false;
  const text = phone.trim();
  if (text === "" || PLACEHOLDERS.has(text.toLowerCase())) return false;
  if (!PHONE_CHARACTERS.test(text)) return false;
  return digitsOf(text).length >= 7;
}

/**
 * The `tel:` link of a usable phone, or null. Ten digits dial +1 (US); eleven digits starting with 1 dial +;
 * anything else dials its digits as written.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!isUsablePhone(phone)) return null;
  const digits = digitsOf(phone);
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${digits}`;
}
