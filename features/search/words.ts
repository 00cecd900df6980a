import "server-only";
import { cardWords, factLabels } from "@/features/programs/server";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import type { SearchWords } from "./text";

/** The home page's words for a language (features/search/text.ts). */
export function searchWords(locale: Locale): SearchWords {
  const m = messagesFor(locale);
  const { services, payment, specialties, programTypes, languages } = factLabels(locale);
  return {
    base: locale === "es" ? "/es" : "/",
    text: m.search,
    card: cardWords(locale),
    pages: m.pages,
    map: m.map,
    labels: { services, payment, specialties, programTypes, languages },
  };
}
