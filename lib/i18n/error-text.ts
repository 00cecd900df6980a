import type { Locale } from "./locales";

/**
 * A form's error messages in the page's language. The shared schemas and the API answer in English; a catalogue
 * lists each message under a key (`errors`, with `other` for what it does not know), and the server hands the
 * client form a map from each English message to the page's (`errorWords`). `errorText` reads a message through
 * it: a message the map does not know reads as `otherError` (Spanish: "Revise este campo.") or, on an English
 * page, as written.
 */
export type ErrorWords = { errors: Record<string, string>; otherError?: string };

export function errorText(message: string, text: ErrorWords): string {
  return Object.hasOwn(text.errors, message) ? text.errors[message]! : (text.otherError ?? message);
}

/**
 * The map from each English message (`english`, the English catalogue's `errors`) to the locale's (`local`). On an
 * English page the map is empty: every message already reads as written, and the page does not carry a copy of
 * each message mapped to itself (about 1 KB of every program page's payload, issue 52).
 */
export function errorWords<K extends string>(locale: Locale, english: Record<K | "other", string>, local: Record<K | "other", string>): ErrorWords {
  if (locale === "en") return { errors: {} };
  const keys = (Object.keys(english) as (K | "other")[]).filter((key) => key !== "other");
  const errors = Object.fromEntries(keys.map((key) => [english[key], local[key]]));
  return { errors, otherError: local.other };
}
