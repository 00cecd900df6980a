import { z } from "@/lib/validation/zod";
import { LIMITS } from "@/db/limits";
import { PROGRAM_TYPES } from "@/features/programs/program-types";
import { PRICE_UNITS } from "@/features/programs/pricing";
import { toStateCode } from "@/lib/us-states";
import { optionalNpi } from "@/lib/npi/check-digit";
import { providerDetailCreateFields, providerDetailUpdateFields } from "./details-schema";
import { emailField, httpUrl, requiredText, strictDecimal, strictInt } from "@/lib/validation/fields";

const stateField = z
  .string({ error: "State is required" })
  .trim()
  .min(1, "State is required")
  .max(30, "Please choose a US state")
  .transform((v, ctx) => {
    const code = toStateCode(v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: "Please choose a US state" });
      return z.NEVER;
    }
    return code;
  });

const zipField = z
  .string({ error: "ZIP code is required" })
  .trim()
  .min(1, "ZIP code is required")
  .regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code");

const optionalEmail = z
  .union([z.literal(""), z.null(), emailField(LIMITS.email, "Please enter a valid email")])
  .optional()
  .transform((v) => (v ? v : null));

const optionalImageUrl = z
  .union([z.literal(""), z.null(), httpUrl(LIMITS.url, "Image URL must be an http(s) URL")])
  .optional()
  .transform((v) => (v ? v : null));

const price = (label: string) =>
  strictInt(`${label} must be a whole number of dollars`)
    .pipe(z.number().min(0, `${label} must not be negative`).max(1_000_000, `${label} is too large`))
    // Nullable rather than a union with null: a refused value gets its own message, not "Invalid input".
    .nullable()
    .optional()
    .transform((v) => v ?? null);

const PRICE_UNIT_MESSAGE = `Price unit must be one of: ${PRICE_UNITS.join(", ")} (or null when not given)`;

/** What the price covers: one of PRICE_UNITS; "" or null when the listing does not say. */
const priceUnitField = z
  .union([z.literal(""), z.enum(PRICE_UNITS)], { error: PRICE_UNIT_MESSAGE })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const programTypesField = z
  .array(z.enum(PROGRAM_TYPES, { error: "Unknown program type" }), { error: "Program types must be a list" })
  .max(PROGRAM_TYPES.length)
  .default([])
  .transform((list) => [...new Set(list)]);

const labelList = z
  .array(requiredText(LIMITS.label, "Labels must not be empty", "Label"), { error: "Must be a list" })
  .max(30, "At most 30 entries")
  .transform((list) => [...new Set(list)]);

const websiteMessage = "Please enter a website URL starting with http:// or https://";

const phoneField = requiredText(LIMITS.phone, "Phone number is required", "Phone").refine(
  (v) => (v.match(/\d/g) ?? []).length >= 7,
  "Please enter a phone number with at least 7 digits",
);

/** The fields every program write checks the same way, create or update, in the order errors are reported. */
const programFields = <W extends z.ZodType>(website: W) => ({
  name: requiredText(LIMITS.name, "Program name is required", "Name"),
  phone: phoneField,
  description: requiredText(LIMITS.description, "Description is required", "Description"),
  email: optionalEmail,
  website,
  address: requiredText(LIMITS.address, "Street address is required", "Address"),
  city: requiredText(LIMITS.city, "City is required", "City"),
  state: stateField,
  zipCode: zipField,
});
const priceFields = { priceMin: price("Minimum price"), priceMax: price("Maximum price"), priceUnit: priceUnitField };

const pricesInOrder = (p: { priceMin?: number | null; priceMax?: number | null }) => p.priceMin == null || p.priceMax == null || p.priceMin <= p.priceMax;
const priceOrderError = { message: "Minimum price must not be more than the maximum price", path: ["priceMax"] };

/** POST /api/programs and the Add Business form: the owner's fields, website required. */
export const programCreateSchema = z
  .object({
    ...programFields(requiredText(LIMITS.url, "Website is required", "Website").pipe(httpUrl(LIMITS.url, websiteMessage))),
    imageUrl: optionalImageUrl,
    programTypes: programTypesField,
    ...priceFields,
    ...providerDetailCreateFields,
  })
  .refine(pricesInOrder, priceOrderError);

const programUpdateFields = {
    ...programFields(z.union([z.literal(""), z.null(), httpUrl(LIMITS.url, websiteMessage)]).transform((v) => (v ? v : null))),
    imageUrl: z
      .union([z.literal(""), z.null(), httpUrl(LIMITS.url, "Image URL must be an http(s) URL"), z.string().regex(/^\/(?!\/)[\w./-]{1,500}$/, "Image URL must be an http(s) URL or a path on this site")])
      .transform((v) => (v ? v : null)),
    latitude: strictDecimal("Latitude must be a number").pipe(z.number().min(-90, "Latitude must be between -90 and 90").max(90, "Latitude must be between -90 and 90")),
    longitude: strictDecimal("Longitude must be a number").pipe(z.number().min(-180, "Longitude must be between -180 and 180").max(180, "Longitude must be between -180 and 180")),
    ...priceFields,
    programTypes: labelList,
    certifications: labelList,
    isActive: z.boolean({ error: "isActive must be true or false" }),
    // True verifies the listing by our team (method admin); false removes any verification.
    isVerified: z.boolean({ error: "isVerified must be true or false" }),
    npiNumber: optionalNpi,
    ...providerDetailUpdateFields,
};

/** PUT /api/programs/{id} and the admin Edit dialog: any subset of the fields an admin can edit. */
export const programUpdateSchema = z.object(programUpdateFields).partial().refine(pricesInOrder, priceOrderError);

/**
 * What an owner may never set (decisions.md "Owners keep their listing true"): verification, rating,
 * review count, source, active state, and the NPI number and coordinates behind them. Refused by name,
 * so an owner learns why, rather than silently dropped.
 */
export const OWNER_FORBIDDEN = ["isVerified", "verifiedAt", "verificationMethod", "npiNumber", "rating", "reviewCount", "source", "sourceId", "isActive", "latitude", "longitude"] as const;

const forbiddenToOwners = (raw: Record<string, unknown>, ctx: z.RefinementCtx) => {
  for (const key of OWNER_FORBIDDEN) {
    if (Object.hasOwn(raw, key)) ctx.addIssue({ code: "custom", path: [key], message: `Owners cannot change ${key}` });
  }
};

/** PUT /api/owner/programs/{id} and the owner dashboard: the public fields, with the same checks as an admin's. */
export const ownerProgramUpdateSchema = z
  .custom<Record<string, unknown>>((v) => typeof v === "object" && v !== null && !Array.isArray(v), "Request body must be a JSON object")
  .superRefine(forbiddenToOwners)
  .pipe(
    z
      .object(programUpdateFields)
      .omit({ isActive: true, isVerified: true, npiNumber: true, latitude: true, longitude: true, imageUrl: true })
      .partial()
      .refine(pricesInOrder, priceOrderError),
  );

export type ProgramCreate = z.output<typeof programCreateSchema>;
export type ProgramUpdate = z.output<typeof programUpdateSchema>;
export type OwnerProgramUpdate = z.output<typeof ownerProgramUpdateSchema>;
