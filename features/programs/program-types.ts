/** The 13 program types of spec section 9, in display order. */
export const PROGRAM_TYPES = [
  "Environmental Medicine",
  "Family Medicine",
  "Functional Medicine",
  "Gastroenterology",
  "General Practice",
  "Healthcare Provider",
  "Integrative Medicine",
  "Internal Medicine",
  "IV Wellness",
  "Medical Clinic (Md, Do)",
  "Natural Detox",
  "Naturopathic Medicine",
  "Wellness Clinic",
] as const;

export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const SORT_KEYS = ["distance", "relevance", "rating", "price-low", "price-high", "recent"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
