import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Program } from "@/features/programs/data";
import { EMPTY_DETAILS, type ProviderDetailsValue } from "@/features/programs/form/provider-details-fields";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import type { z } from "@/lib/validation/zod";

/** The text inputs of the program form, as typed (numbers and lists too: the shared schema parses them). */
export type TextKey = "name" | "description" | "phone" | "email" | "website" | "address" | "city" | "state" | "zipCode" | "imageUrl" | "priceMin" | "priceMax" | "latitude" | "longitude" | "certifications" | "npiNumber";

/** The values of the one program form, in every mode (Add Business, the admin dialog, the owner's form). */
export type Values = Record<TextKey, string> & ProviderDetailsValue & { priceUnit: string; programTypes: string[]; isActive: boolean; isVerified: boolean };

export const DETAIL_KEYS = Object.keys(EMPTY_DETAILS) as (keyof ProviderDetailsValue)[];

/** An empty form: Add Business starts here. */
export const EMPTY_VALUES: Values = {
  name: "",
  description: "",
  phone: "",
  email: "",
  website: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  imageUrl: "",
  priceMin: "",
  priceMax: "",
  priceUnit: "",
  latitude: "",
  longitude: "",
  certifications: "",
  npiNumber: "",
  programTypes: [],
  isActive: true,
  isVerified: false,
  ...EMPTY_DETAILS,
};
const KEYS = new Set(Object.keys(EMPTY_VALUES));

/** The form values of a saved program (the edit modes start here). */
export function valuesOf(p: Program): Values {
  return {
    name: p.name,
    description: p.description,
    phone: p.phone,
    email: p.email ?? "",
    website: p.website ?? "",
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    imageUrl: p.imageUrl ?? "",
    priceMin: p.priceMin == null ? "" : String(p.priceMin),
    priceMax: p.priceMax == null ? "" : String(p.priceMax),
    priceUnit: p.priceUnit ?? "",
    latitude: String(p.latitude),
    longitude: String(p.longitude),
    certifications: p.certifications.join(", "),
    npiNumber: p.npiNumber ?? "",
    programTypes: p.programTypes,
    isActive: p.isActive,
    isVerified: p.isVerified,
    telehealth: p.telehealth,
    acceptingNewPatients: p.acceptingNewPatients,
    paymentOptions: p.paymentOptions,
    languages: p.languages,
    services: p.services,
    hours: p.hours,
  };
}

const list = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what was changed, in the shapes PUT /api/programs/{id} and PUT /api/owner/programs/{id} take. */
export function changes(before: Values, after: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const text = (v: string | undefined) => (v ?? "").trim();
  for (const key of ["name", "description", "phone", "email", "website", "address", "city", "state", "zipCode", "imageUrl", "npiNumber"] as const) {
    if (text(after[key]) !== text(before[key])) out[key] = text(after[key]);
  }
  for (const key of ["priceMin", "priceMax", "priceUnit"] as const) if (text(after[key]) !== text(before[key])) out[key] = text(after[key]) || null;
  // Coordinates are sent only when edited, so a new ZIP code can place the program by itself.
  for (const key of ["latitude", "longitude"] as const) if (text(after[key]) !== text(before[key])) out[key] = text(after[key]);
  if (!same(list(after.certifications), list(before.certifications))) out.certifications = list(after.certifications);
  if (!same([...after.programTypes].sort(), [...before.programTypes].sort())) out.programTypes = after.programTypes;
  if (after.isActive !== before.isActive) out.isActive = after.isActive;
  if (after.isVerified !== before.isVerified) out.isVerified = after.isVerified;
  for (const key of DETAIL_KEYS) if (!same(after[key], before[key])) out[key] = after[key];
  return out;
}

/** What Add Business sends to POST /api/programs: the fields its form shows (no prices, coordinates or lists). */
export function createFields(v: Values): Record<string, unknown> {
  const { name, phone, description, email, website, address, city, state, zipCode, imageUrl, programTypes } = v;
  return { name, phone, description, email, website, address, city, state, zipCode, imageUrl, programTypes, ...Object.fromEntries(DETAIL_KEYS.map((k) => [k, v[k]])) };
}

/**
 * The form checks what it will send with the server's own schema: the whole new program (Add Business) or the
 * changed fields as PUT takes them (the edit modes). zod and the schema load on first use, as in every form
 * (lib/validation/lazy-resolver.ts).
 */
export const sendResolver = <Output,>(toBody: (values: Values) => Record<string, unknown>, loadSchema: () => Promise<z.ZodType<Output, Record<string, unknown>>>) =>
  lazyZodResolver<Values, Output>(() =>
    Promise.all([import("@/lib/validation/zod"), loadSchema()]).then(([{ z }, schema]) => z.custom<Values>().transform(toBody).pipe(schema)),
  );

/** A field's message; a list field's issue sits on one entry ("certifications.0") and shows on the field. */
export const messageOf = (e: FieldError | FieldError[] | undefined): string | undefined => (Array.isArray(e) ? e.find(Boolean)?.message : e?.message);

/**
 * The server's field issues, each beside its field; the first one takes the focus. A provider detail's issue
 * keeps its whole path ("hours.mon.0") so it shows beside its own interval. Issues on fields the form does not
 * have (none today) are left to the toast.
 */
export function showServerIssues<T extends FieldValues>(issues: { path: string; message: string }[], setError: UseFormSetError<T>) {
  const fieldIssues = issues.filter((i) => KEYS.has(i.path.split(".")[0] ?? ""));
  fieldIssues.forEach((issue, n) => {
    const top = issue.path.split(".")[0]!;
    const path = DETAIL_KEYS.includes(top as keyof ProviderDetailsValue) ? issue.path : top;
    setError(path as Path<T>, { message: issue.message }, { shouldFocus: n === 0 });
  });
}
