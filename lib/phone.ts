/**
 * Phone rules of spec section 5. A phone is usable only when it is non-empty, not a placeholder,
 * made of digits and phone characters, and has at least 7 digits. Dialing: 10 digits get +1,
 * 11 digits starting with 1 get +.
 */
const PLACEHOLDERS = new Set(["nan", "null", "undefined", "n/a", "na", "tbd", "-", "\u2014"]);
// Digits, spaces and the characters people write phone numbers with; an extension may follow.
const PHONE_CHARS = /^[\d\s()+.\-\u2010-\u2015/]+((\s*(x|ext\.?|extension)\s*)\d{1,6})?$/i;
const EXTENSION = /\s*(x|ext\.?|extension)\s*\d{1,6}$/i;

function mainNumber(phone: string): string {
  return phone.replace(EXTENSION, "");
}

export function isUsablePhone(phone: string | null | undefined): phone is string {
  if (typeof phone !== "string") return false;
  const text = phone.trim();
  if (text === "" || PLACEHOLDERS.has(text.toLowerCase())) return false;
  if (!PHONE_CHARS.test(text)) return false;
  return mainNumber(text).replace(/\D/g, "").length >= 7;
}

/** The `tel:` link for a usable phone, or null when the phone is not usable. */
export function telHref(phone: string | null | undefined): string | null {
  if (!isUsablePhone(phone)) return null;
  const text = mainNumber(phone.trim());
  const digits = text.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${text.startsWith("+") ? "+" : ""}${digits}`;
}
