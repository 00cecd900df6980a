/**
 * The fixed vocabularies stored in program columns, typed here so that the schema needs nothing from
 * above it. Labels and rules live with the feature (features/programs/details.ts, hours/week.ts).
 */
export const PAYMENT_OPTIONS = ["self-pay", "hsa-fsa", "private-insurance", "medicare", "medicaid", "payment-plans"] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const SERVICES = [
  "blood-lead-testing",
  "urine-metals-testing",
  "exposure-assessment",
  "iv-chelation",
  "oral-chelation",
  "pediatric-care",
  "nutrition-counseling",
] as const;
export type Service = (typeof SERVICES)[number];

/** What a listing's price covers (its Pricing card says "per visit", "per course of treatment"...); null = not said. */
export const PRICE_UNITS = ["visit", "test", "session", "course", "month"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** Weekly opening hours: per weekday a list of ["HH:MM", "HH:MM"] intervals (empty = closed that day). */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type Interval = [string, string];
export type WeeklyHours = Record<Weekday, Interval[]>;

/** One NUCC taxonomy of a program's NPI record, as the NPI Registry sends it (features/programs/specialties.ts). */
export type NpiTaxonomy = { code: string; label: string; primary: boolean };
