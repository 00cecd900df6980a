import { z } from "./zod";

/** Field builders shared by every schema: trimmed, length-capped, NUL-free text and strict numbers. */

const NUL = /\u0000/;
const noNul = (s: string) => !NUL.test(s);
const NUL_MESSAGE = "Text must not contain NUL characters";

/** Required text: trimmed, at least one character (`required` message), at most `max`. */
export function requiredText(max: number, required: string, label = "This field") {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE);
}

/** Optional text: absent, null or empty becomes null. */
export function optionalText(max: number, label = "This field") {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null));
}

const INT_TEXT = /^-?\d{1,15}$/;
const DECIMAL_TEXT = /^-?\d{1,4}(\.\d{1,12})?$/;

/** An integer given as a JSON number or a string of digits; never "", null, true or []. */
export function strictInt(message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && INT_TEXT.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message),
  );
}

/** A decimal given as a JSON number or a numeric string (latitude, longitude). */
export function strictDecimal(message: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && DECIMAL_TEXT.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).finite(message),
  );
}

/** An http(s) URL, at most `max` characters. */
export function httpUrl(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, `URL must be at most ${max} characters`)
    .refine(noNul, NUL_MESSAGE)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "http:" || u.protocol === "https:") && Boolean(u.hostname);
      } catch {
        return false;
      }
    }, message);
}

export const emailField = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message).refine(noNul, NUL_MESSAGE).pipe(z.email(message));
