import { z } from "./zod";

/** Field builders shared by every schema: trimmed, length-capped, NUL-free text and strict numbers. */

const NUL = /\u0000/;
const noNul = (s: string) => !NUL.test(s);
const NUL_MESSAGE = "Text must not contain NUL characters";

type TextRule = {
  /** The message when the value is not text (zod's own when absent). */
  error?: string;
  /** At least this many characters, with the `short` message. */
  min?: number;
  short?: string;
  /** The message past `max`: `tooLong`, else "<label> must be at most <max> characters". */
  label?: string;
  tooLong?: string;
  /** The message for a NUL character; "Text must not contain NUL characters" unless said. */
  nul?: string;
};

/** The one text rule every schema builds on: trimmed, at most `max` characters, never a NUL character. */
export function trimmedText(max: number, rule: TextRule = {}) {
  const text = z.string(rule.error === undefined ? undefined : { error: rule.error }).trim();
  return (rule.min === undefined ? text : text.min(rule.min, rule.short))
    .max(max, rule.tooLong ?? `${rule.label ?? "This field"} must be at most ${max} characters`)
    .refine(noNul, rule.nul ?? NUL_MESSAGE);
}

/** Required text: trimmed, at least `min` characters (one unless said; `required` message), at most `max`. */
export function requiredText(max: number, required: string, label = "This field", min = 1) {
  return trimmedText(max, { error: required, min, short: required, label });
}

/** Optional text: absent, null or empty becomes null. */
export function optionalText(max: number, label = "This field") {
  return trimmedText(max, { error: `${label} must be text`, label })
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
  return trimmedText(max, { error: message, label: "URL" }).refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && Boolean(u.hostname);
    } catch {
      return false;
    }
  }, message);
}

export const emailField = (max: number, message: string) =>
  trimmedText(max, { error: message, tooLong: message }).pipe(z.email(message));
