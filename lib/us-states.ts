/** The 50 US states and the District of Columbia, each with its two-letter code. */
export const US_STATES = [
  { code: "AL", name: "Alabama" }, { code: "AK", name: "Alaska" }, { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" }, { code: "CA", name: "California" }, { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" }, { code: "DE", name: "Delaware" }, { code: "DC", name: "District of Columbia" },
  { code: "FL", name: "Florida" }, { code: "GA", name: "Georgia" }, { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" }, { code: "IL", name: "Illinois" }, { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" }, { code: "KS", name: "Kansas" }, { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" }, { code: "ME", name: "Maine" }, { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" }, { code: "MI", name: "Michigan" }, { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" }, { code: "MO", name: "Missouri" }, { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" }, { code: "NV", name: "Nevada" }, { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" }, { code: "NM", name: "New Mexico" }, { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" }, { code: "ND", name: "North Dakota" }, { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" }, { code: "OR", name: "Oregon" }, { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" }, { code: "SC", name: "South Carolina" }, { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" }, { code: "TX", name: "Texas" }, { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" }, { code: "VA", name: "Virginia" }, { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" }, { code: "WI", name: "Wisconsin" }, { code: "WY", name: "Wyoming" },
] as const;

export type StateCode = (typeof US_STATES)[number]["code"];

const byCode = new Map<string, string>(US_STATES.map((s) => [s.code, s.name]));
const byName = new Map<string, StateCode>(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));

export function isStateCode(value: string): value is StateCode {
  return byCode.has(value);
}

export function stateName(code: string): string | undefined {
  return byCode.get(code.toUpperCase());
}

/** A two-letter code or a full state name (any case) to its code; undefined when neither. */
export function toStateCode(value: string): StateCode | undefined {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (isStateCode(upper)) return upper;
  return byName.get(trimmed.toLowerCase());
}

export function stateSlug(code: string): string {
  return (stateName(code) ?? code).toLowerCase().replace(/\s+/g, "-");
}

/** The state whose slug (see stateSlug) this is, for /states/{slug}; undefined when none. */
export function stateFromSlug(slug: string): (typeof US_STATES)[number] | undefined {
  return US_STATES.find((s) => stateSlug(s.code) === slug);
}
