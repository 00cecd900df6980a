import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { Locale } from "./locales";

/**
 * The message catalogues as plain data (messages/en.json, messages/es.json), without next-intl: what code that also
 * runs outside Next.js (the job worker, an import's child process) may read. Formatting with ICU plurals, dates and
 * numbers is lib/i18n/messages.ts (next-intl), for pages.
 */
export type Messages = typeof en;
const CATALOGUES: Record<Locale, Messages> = { en, es };

/** The whole catalogue of one language (for a test, or a component given a subtree of plain strings). */
export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
