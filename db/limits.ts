/**
 * Column lengths, shared by db/schema.ts (the columns) and the zod schemas (the checks), so a valid
 * input always fits its column. Kept apart from db/schema.ts so that browser code checking a form
 * never pulls the Drizzle table module into its bundle.
 */
export const LIMITS = {
  name: 200,
  description: 5000,
  address: 300,
  city: 100,
  state: 2,
  zipCode: 10,
  phone: 40,
  email: 254,
  url: 2048,
  label: 100,
  source: 40,
  sourceId: 200,
} as const;
