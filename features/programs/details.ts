/**
 * The fixed lists of the details people choose a provider by (decisions.md "Provider details people filter
 * on"): one module shared by the program schema, the forms, the home page filters and the import mapping.
 * No zod here, so client components can import it without shipping the schemas.
 */
import { PAYMENT_OPTIONS, SERVICES, type PaymentOption, type Service } from "@/db/vocab";

export { PAYMENT_OPTIONS, SERVICES, type PaymentOption, type Service };


export const PAYMENT_LABELS: Record<PaymentOption, string> = {
  "self-pay": "Self-pay (cash or card)",
  "hsa-fsa": "HSA or FSA",
  "private-insurance": "Private insurance",
  medicare: "Medicare",
  medicaid: "Medicaid",
  "payment-plans": "Payment plans",
};


export const SERVICE_LABELS: Record<Service, string> = {
  "blood-lead-testing": "Blood lead testing",
  "urine-metals-testing": "Urine metals testing",
  "exposure-assessment": "Exposure assessment",
  "iv-chelation": "IV chelation",
  "oral-chelation": "Oral chelation",
  "pediatric-care": "Pediatric care",
  "nutrition-counseling": "Nutrition counseling",
};

/** The services that are chelation: a prescription treatment, whose badges carry CHELATION_NOTE (issue 50). */
export const CHELATION_SERVICES: readonly Service[] = ["iv-chelation", "oral-chelation"];

/**
 * The note beside a chelation service, on cards and program pages: FDA-approved chelating drugs are prescription
 * medicines for confirmed poisonings (the chelation guide's "approved uses" section, with its sources).
 */
export const CHELATION_NOTE = { text: "Prescription treatment for confirmed high levels", linkText: "When chelation is used", href: "/chelation-guide#approved-uses" } as const;

/**
 * Languages offered in the pickers: the languages most spoken at home in the US (Census Bureau, American
 * Community Survey table B16001), plus American Sign Language. Stored as these names; other names are kept
 * as given (an import may bring one), so the list guides the UI without refusing a real language.
 */
export const LANGUAGES = [
  "English",
  "Spanish",
  "Mandarin",
  "Cantonese",
  "Tagalog",
  "Vietnamese",
  "Arabic",
  "French",
  "Korean",
  "Russian",
  "Haitian Creole",
  "German",
  "Hindi",
  "Portuguese",
  "Italian",
  "Polish",
  "Urdu",
  "Persian",
  "Japanese",
  "Gujarati",
  "Bengali",
  "Punjabi",
  "Armenian",
  "American Sign Language",
] as const;

/** At most this many languages on one listing. */
export const MAX_LANGUAGES = 20;
export const MAX_LANGUAGE_LENGTH = 40;

const languageByLower = new Map<string, string>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** A language name in the list's spelling when it is one of the list ("spanish" -> "Spanish"), else trimmed as given. */
export const canonicalLanguage = (name: string): string => {
  const trimmed = name.trim().replace(/\s+/g, " ");
  return languageByLower.get(trimmed.toLowerCase()) ?? trimmed;
};

/** Keeps the values of `list` that are in `allowed`, once each, in the fixed list's order. */
export function inListOrder<T extends string>(allowed: readonly T[], list: readonly string[]): T[] {
  const picked = new Set(list);
  return allowed.filter((v) => picked.has(v));
}

/** Adds or removes one value, keeping the fixed list's order (for checkbox groups). */
export function toggleIn<T extends string>(allowed: readonly T[], list: readonly T[], value: T, on: boolean): T[] {
  const set = new Set<string>(list);
  if (on) set.add(value);
  else set.delete(value);
  return allowed.filter((v) => set.has(v));
}
