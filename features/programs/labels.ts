import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogues";
import type { FactLabels } from "./fact-names";
import type { CardWords } from "./program-card";

/**
 * The facts the site holds as codes, named in a language (issue 54: "facts the site holds as codes are shown in
 * Spanish"): services, payment, specialties, program types, weekdays, languages, telehealth, new patients and the
 * chelation note. The English names are the constants of details.ts, specialties.ts, program-types.ts and
 * hours/week.ts (labels.test.ts holds the English catalogue to them); the Spanish ones are in messages/es.json,
 * `facts`. Server code reads them here and hands a client component the part it shows, as a prop.
 */
export type { FactLabels } from "./fact-names";

export const factLabels = (locale: Locale): FactLabels => messagesFor(locale).facts;

/** A program card's words in a language (features/programs/program-card.tsx), for a server page to hand its cards. */
export function cardWords(locale: Locale): CardWords {
  const { services, specialties, specialtyLine, programTypes, telehealth, newPatients, chelationNote } = factLabels(locale);
  const labels = { services, specialties, specialtyLine, programTypes, telehealth, newPatients, chelationNote };
  if (locale === "en") return { ...messagesFor(locale).card, labels };
  const p = messagesFor(locale).program;
  const shared = {
    verified: { verified: p.verified, verifiedTitle: p.verifiedTitle },
    listedByProvider: { listedByProvider: p.listedByProvider },
    pricing: p.pricing,
    callNow: p.callNow,
    rated: p.rated,
    noReviews: p.noReviews,
    locale: "es-US",
  };
  return { ...messagesFor(locale).card, labels, shared };
}

export { languageName, programTypeName, specialtyLineOf } from "./fact-names";
