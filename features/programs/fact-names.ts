import type { Messages } from "@/lib/i18n/catalogues";
import type { Specialty } from "./specialties";

// Pure lookups in a language's fact labels (features/programs/labels.ts): no catalogue import, so client components
// given the labels as a prop can use them.

/** The facts held as codes, named in one language (features/programs/labels.ts). */
export type FactLabels = Messages["facts"];

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
