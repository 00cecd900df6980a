import type { Locale } from "@/lib/i18n/locales";
import { messagesFor, type Messages } from "@/lib/i18n/messages";
import type { Specialty } from "./specialties";

/**
 * The facts the site holds as codes, named in a language (issue 54: "facts the site holds as codes are shown in
 * Spanish"): services, payment, specialties, program types, weekdays, languages, telehealth, new patients and the
 * chelation note. The English names are the constants of details.ts, specialties.ts, program-types.ts and
 * hours/week.ts (labels.test.ts holds the English catalogue to them); the Spanish ones are in messages/es.json,
 * `facts`. Server code reads them here and hands a client component the part it shows, as a prop.
 */
export type FactLabels = Messages["facts"];

export const factLabels = (locale: Locale): FactLabels => messagesFor(locale).facts;

/** "Medical toxicology, Pediatrics (as registered with NPI)" in the labels' language; null for none. */
export function specialtyLineOf(labels: Pick<FactLabels, "specialties" | "specialtyLine">, held: readonly Specialty[] | undefined): string | null {
  if (!held || held.length === 0) return null;
  return labels.specialtyLine.replace("{specialties}", held.map((s) => labels.specialties[s]).join(", "));
}

/** A language's name in the labels' language when it is one of the list, else as the listing gives it. */
export const languageName = (labels: Pick<FactLabels, "languages">, name: string): string =>
  (labels.languages as Record<string, string>)[name] ?? name;

/** A program type's name in the labels' language (an unknown one as given). */
export const programTypeName = (labels: Pick<FactLabels, "programTypes">, type: string): string =>
  (labels.programTypes as Record<string, string>)[type] ?? type;
