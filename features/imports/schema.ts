import { optionalNpi } from "@/lib/npi/check-digit";
import { pageNumber } from "@/lib/validation/page-param";
import { z } from "@/lib/validation/zod";
import { trimmedText } from "@/lib/validation/fields";
import { LIMITS } from "@/db/limits";
import { PROGRAM_TYPES } from "@/features/programs";
import { isStateCode, toStateCode } from "@/lib/us-states";
import { lookupZip } from "@/lib/geo";
import { PAYMENT_LABELS, PAYMENT_OPTIONS, PRICE_UNIT_LABELS, PRICE_UNITS, SERVICE_LABELS, SERVICES } from "@/features/programs";
import { parseHoursText } from "@/features/programs";
import { hoursField, languagesField } from "@/features/programs/server";

/** The six sources of the import screen (spec section 5). */
export const IMPORT_SOURCES = ["google", "acam", "excel", "csv", "yelp", "npi"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** Program fields a spreadsheet column can be mapped to. */
export const IMPORT_FIELDS = [
  "name",
  "description",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "website",
  "imageUrl",
  "latitude",
  "longitude",
  "priceMin",
  "priceMax",
  "priceUnit",
  "programTypes",
  "certifications",
  "npiNumber",
  "telehealth",
  "acceptingNewPatients",
  "paymentOptions",
  "languages",
  "services",
  "hours",
  "sourceId",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const bool = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "Must be true or false" })
    .default(fallback);

const stateFilter = z
  .union([z.literal(""), z.literal("all"), z.null(), z.string().trim().toUpperCase().refine(isStateCode, "Please choose a US state")])
  .optional()
  .transform((v) => (v && v !== "all" ? v : undefined));

const intIn = (min: number, max: number, fallback: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .default(fallback),
  );

export const importSourceField = z.enum(IMPORT_SOURCES, { error: `Source must be one of ${IMPORT_SOURCES.join(", ")}` });

/** POST /api/import/preview */
export const importPreviewSchema = z.object({
  source: importSourceField,
  state: stateFilter,
  limit: intIn(10, 200, 50, "Preview limit"),
});

/** POST /api/import/execute */
export const importExecuteSchema = z.object({
  source: importSourceField,
  state: stateFilter,
  skipDuplicates: bool(true),
  maxProviders: intIn(10, 500, 100, "Maximum import"),
  replaceAll: bool(false),
});

/** A column mapping: a list of { column, field } pairs; a field outside IMPORT_FIELDS is refused. */
export const columnMappingSchema = z
  .array(
    z.object({
      column: z.string({ error: "Column must be text" }).min(1, "Column is required").max(200, "Column must be at most 200 characters"),
      field: z.enum(IMPORT_FIELDS, { error: (issue) => `Unknown field: ${String(issue.input)}` }),
    }),
    { error: "Column mapping must be a list of { column, field } pairs" },
  )
  .min(1, "Map at least one column")
  .max(100, "At most 100 mapped columns")
  .refine((list) => new Set(list.map((m) => m.field)).size === list.length, "Each field can be mapped from one column only");
export type ColumnMapping = z.output<typeof columnMappingSchema>;

/** POST /api/import/csv/preview */
export const csvPreviewSchema = z.object({
  csvContent: z.string({ error: "csvContent must be the CSV text" }).min(1, "The CSV file is empty"),
  source: z.enum(["csv", "acam"]).default("csv"),
});

/** POST /api/import/csv/execute and /api/import/acam/execute */
export const ACAM_NO_API =
  "ACAM has no public API. Export the member directory from ACAM as CSV, choose the ACAM source and upload that file.";

export const csvExecuteSchema = z.object({
  csvContent: z.string({ error: "csvContent must be the CSV text" }).min(1, "The CSV file is empty"),
  columnMapping: columnMappingSchema,
  /** The uploaded file's name, kept with the import run (optional). */
  fileName: z.string({ error: "fileName must be text" }).trim().max(300, "fileName must be at most 300 characters").optional(),
  skipDuplicates: bool(true),
  replaceAll: bool(false),
});

/** POST /api/import/excel/execute: the text fields of the multipart form. */
export const excelExecuteFieldsSchema = z.object({
  columnMapping: z
    .string({ error: "columnMapping must be JSON text" })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "columnMapping must be JSON text" });
        return z.NEVER;
      }
    })
    .pipe(columnMappingSchema),
  skipDuplicates: bool(true),
  replaceAll: bool(false),
});

// ------------------------------------------------------------------ one imported row

const cleanText = (v: unknown): string | undefined => {
  if (v === null || v === undefined) return undefined;
  let s = (typeof v === "string" ? v : typeof v === "number" || typeof v === "boolean" ? String(v) : "").trim();
  // The apostrophe our exports put before formula-looking text (excel.ts escapeCell) is taken off again.
  if (/^'[=+\-@]/.test(s)) s = s.slice(1);
  return s === "" ? undefined : s;
};

/** Text with a schema default when absent (spec section 5), capped to its column. */
const textOr = (fallback: string, max: number, label: string) =>
  z.preprocess(
    (v) => cleanText(v) ?? fallback,
    trimmedText(max, { label }),
  );

const optionalTextField = (max: number, label: string) =>
  z.preprocess(
    (v) => cleanText(v) ?? null,
    trimmedText(max, { label }).nullable(),
  );

const url = (label: string, { sitePath = false } = {}) =>
  optionalTextField(LIMITS.url, label).refine((v) => {
    if (v === null) return true;
    // An image on this site (an upload, a demo logo), as the export writes it: a path, never "//host".
    if (sitePath && /^\/(?![/\\])\S*$/.test(v)) return true;
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }, sitePath ? `${label} must be an http(s) URL or a path on this site` : `${label} must be an http(s) URL`);

/** Websites often come without a scheme ("example.com"): https:// is assumed. */
const website = z.preprocess((v) => {
  const s = cleanText(v);
  return s && !/^[a-z][a-z0-9+.-]*:/i.test(s) && /^[\w-]+(\.[\w-]+)+/.test(s) ? `https://${s}` : (s ?? null);
}, url("Website"));

const decimal = (min: number, max: number, label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === "number") return v;
      const s = cleanText(v);
      if (s === undefined) return null;
      return /^-?\d{1,4}(\.\d{1,15})?$/.test(s) ? Number(s) : s;
    },
    z.number({ error: `${label} must be a number` }).min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`).nullable(),
  );

const price = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === "number") return v;
      const s = cleanText(v)?.replace(/^\$/, "").replace(/,/g, "");
      if (s === undefined) return null;
      return /^\d{1,7}$/.test(s) ? Number(s) : s;
    },
    z.number({ error: `${label} must be a whole number of dollars` }).int(`${label} must be a whole number of dollars`).min(0).max(1_000_000, `${label} is too large`).nullable(),
  );

const splitList = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.map(cleanText).filter((s): s is string => Boolean(s));
  const s = cleanText(v);
  return s ? s.split(/[;|,\n]/).map((x) => x.trim()).filter(Boolean) : [];
};

const typeByLower = new Map<string, string>(PROGRAM_TYPES.map((t) => [t.toLowerCase(), t]));

/**
 * Program types are separated by ";", "|", newlines or commas; a type whose own name has a comma ("Medical Clinic
 * (Md, Do)") is recognised whole: comma-separated pieces are joined again while together they name a type.
 */
const splitTypes = (v: unknown): string[] => {
  const out: string[] = [];
  for (const part of Array.isArray(v) ? v.map(cleanText).filter((s): s is string => Boolean(s)) : (cleanText(v) ?? "").split(/[;|\n]/)) {
    const pieces = part.split(",");
    for (let i = 0; i < pieces.length; i++) {
      let j = pieces.length;
      while (j > i + 1 && !typeByLower.has(pieces.slice(i, j).join(",").trim().toLowerCase())) j--;
      const item = pieces.slice(i, j).join(",").trim();
      if (item) out.push(item);
      i = j - 1;
    }
  }
  return out;
};

/** A list cell saying "None" is a list left empty on purpose (the export writes it): no default is given. */
const isNone = (v: unknown) => typeof v === "string" && /^none$/i.test(v.trim());

const programTypes = z.preprocess((v) => (isNone(v) ? null : splitTypes(v)), z.array(z.string()).nullable()).transform((list, ctx) => {
  if (list === null) return [];
  const out: string[] = [];
  for (const item of list) {
    const known = typeByLower.get(item.toLowerCase());
    if (!known) {
      ctx.addIssue({ code: "custom", message: `Unknown program type: ${item.slice(0, 60)}` });
      return z.NEVER;
    }
    if (!out.includes(known)) out.push(known);
  }
  return out.length > 0 ? out : ["Healthcare Provider"];
});

/** Certifications: when the cell has ";" or "|", those separate (so a name may have a comma); otherwise commas do too. */
const splitCertifications = (v: unknown): string[] => {
  const s = typeof v === "string" ? v : "";
  return /[;|]/.test(s) ? splitDetailList(v) : splitList(v);
};

const certifications = z
  .preprocess((v) => (isNone(v) ? null : splitCertifications(v)), z.array(z.string().max(LIMITS.label, `Certifications must be at most ${LIMITS.label} characters each`)).max(30, "At most 30 certifications").nullable())
  .transform((list) => (list === null ? [] : list.length > 0 ? [...new Set(list)] : ["Licensed Provider"]));

const state = z.preprocess(
  (v) => cleanText(v) ?? "XX",
  z.string().transform((v, ctx) => {
    if (v === "XX") return v;
    const code = toStateCode(v);
    if (!code) {
      ctx.addIssue({ code: "custom", message: `Unknown US state: ${v.slice(0, 40)}` });
      return z.NEVER;
    }
    return code;
  }),
);

const zipCode = z.preprocess(
  (v) => {
    const s = typeof v === "number" ? String(v).padStart(5, "0") : (cleanText(v) ?? "00000");
    // NPI gives 9-digit ZIPs ("787011234"); spreadsheets drop leading zeros ("2134").
    if (/^\d{9}$/.test(s)) return `${s.slice(0, 5)}-${s.slice(5)}`;
    // Only when the padded form is a US ZIP code (bundled data): "2134" is 02134, "1234" is a mistake.
    if (/^\d{3,4}$/.test(s)) return lookupZip(s.padStart(5, "0")) ? s.padStart(5, "0") : s;
    return s;
  },
  z.string().regex(/^\d{5}(-\d{4})?$/, "ZIP code must have 5 digits"),
);

/**
 * One row of any source, before defaults: the executor validates it with this schema. Absent fields
 * get the schema defaults of spec section 5; present but invalid ones fail the row (reported by name).
 * Website is optional here (NPI has none), unlike the Add Business form.
 */
// Built once: a zod schema costs about 2 KB of memory to build, and this check runs for every imported row.
const emailFormat = z.email();

// ---------------------------------------------------------------- provider details of a row

/** Lists of the provider details are separated by `;` or `|` (a language or service name never has them). */
const splitDetailList = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.map(cleanText).filter((s): s is string => Boolean(s));
  const s = cleanText(v);
  return s ? s.split(/[;|]/).map((x) => x.trim()).filter(Boolean) : [];
};

const YES = new Set(["yes", "y", "true", "1", "x"]);
const NO = new Set(["no", "n", "false", "0"]);
/** yes / no / true / false / 1 / 0 (any case); empty = not provided; anything else fails the row. */
const yesNo = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === "boolean") return v;
      const s = cleanText(v)?.toLowerCase();
      if (s === undefined) return null;
      return YES.has(s) ? true : NO.has(s) ? false : s;
    },
    z.boolean({ error: `${label} must be yes or no` }).nullable(),
  );

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
/** Each fixed list by its value, its label, and a few words files use ("Cash", "HSA", "Insurance"). */
function lookupOf<T extends string>(values: readonly T[], labels: Record<T, string>, extra: Record<string, T>): Map<string, T> {
  const m = new Map<string, T>();
  for (const v of values) {
    m.set(key(v), v);
    m.set(key(labels[v]), v);
  }
  for (const [word, v] of Object.entries(extra)) m.set(key(word), v);
  return m;
}
const PAYMENT_WORDS = lookupOf(PAYMENT_OPTIONS, PAYMENT_LABELS, { cash: "self-pay", selfpay: "self-pay", card: "self-pay", hsa: "hsa-fsa", fsa: "hsa-fsa", insurance: "private-insurance", ppo: "private-insurance", paymentplan: "payment-plans", financing: "payment-plans" });
const SERVICE_WORDS = lookupOf(SERVICES, SERVICE_LABELS, { bloodlead: "blood-lead-testing", urinetesting: "urine-metals-testing", ivchelationtherapy: "iv-chelation", oralchelationtherapy: "oral-chelation", pediatrics: "pediatric-care", nutrition: "nutrition-counseling", nutritioncounselling: "nutrition-counseling" });

// What a price covers: the value ("visit"), its words ("per visit", "Per course of treatment") or a few short forms.
const PRICE_UNIT_WORDS = lookupOf(PRICE_UNITS, PRICE_UNIT_LABELS, { pervisit: "visit", pertest: "test", persession: "session", percourse: "course", course: "course", treatment: "course", monthly: "month", permonth: "month" });
const priceUnit = z.preprocess(
  (v, ctx) => {
    const s = cleanText(v);
    if (s === undefined) return null;
    const unit = PRICE_UNIT_WORDS.get(key(s));
    if (!unit) {
      ctx.addIssue({ code: "custom", message: `Unknown price unit: ${s.slice(0, 60)} (one of ${PRICE_UNITS.join(", ")})` });
      return z.NEVER;
    }
    return unit;
  },
  z.enum(PRICE_UNITS).nullable(),
);

const fixedList = <T extends string>(words: Map<string, T>, all: readonly T[], label: string) =>
  z.preprocess(splitDetailList, z.array(z.string())).transform((list, ctx) => {
    const out = new Set<T>();
    for (const item of list) {
      const v = words.get(key(item));
      if (!v) {
        ctx.addIssue({ code: "custom", message: `Unknown ${label}: ${item.slice(0, 60)}` });
        return z.NEVER;
      }
      out.add(v);
    }
    return all.filter((v) => out.has(v));
  });

/** Hours as text (`Mon-Fri 09:00-17:00; Sat 10:00-14:00`), or already as weekly hours (the Google and Yelp adapters). */
const importHours = z.preprocess((v, ctx) => {
  if (v !== null && typeof v === "object") return v;
  const parsed = parseHoursText(cleanText(v) ?? "");
  if (!parsed.ok) {
    ctx.addIssue({ code: "custom", message: `Hours: ${parsed.error}` });
    return z.NEVER;
  }
  return parsed.hours;
}, hoursField);

export const importRowSchema = z.object({
  name: textOr("Unknown Provider", LIMITS.name, "Name"),
  description: textOr("Health and wellness provider", LIMITS.description, "Description"),
  address: textOr("Address not provided", LIMITS.address, "Address"),
  city: textOr("Unknown City", LIMITS.city, "City"),
  state,
  zipCode,
  phone: textOr("", LIMITS.phone, "Phone"),
  email: optionalTextField(LIMITS.email, "Email").refine((v) => v === null || emailFormat.safeParse(v).success, "Email must be a valid email address"),
  website,
  imageUrl: url("Image URL", { sitePath: true }),
  latitude: decimal(-90, 90, "Latitude"),
  longitude: decimal(-180, 180, "Longitude"),
  priceMin: price("Minimum price"),
  priceMax: price("Maximum price"),
  priceUnit,
  programTypes,
  certifications,
  // A spreadsheet cell may hold the NPI as a number; an invalid one fails the row.
  npiNumber: z.preprocess((v) => (typeof v === "number" ? String(v) : v), optionalNpi),
  telehealth: yesNo("Telehealth"),
  acceptingNewPatients: yesNo("Accepting new patients"),
  paymentOptions: fixedList(PAYMENT_WORDS, PAYMENT_OPTIONS, "payment option"),
  languages: z.preprocess(splitDetailList, languagesField),
  services: fixedList(SERVICE_WORDS, SERVICES, "service"),
  hours: importHours,
  sourceId: optionalTextField(LIMITS.sourceId, "Source id"),
});
export type ImportRowInput = Partial<Record<ImportField, unknown>>;
export type ImportRow = z.output<typeof importRowSchema>;

/** POST /api/import/acam/execute: the CSV export of ACAM's member directory (ACAM has no API to call). */
export const acamExecuteSchema = csvExecuteSchema.extend({
  csvContent: z.string({ error: ACAM_NO_API }).pipe(csvExecuteSchema.shape.csvContent),
});

/** GET /api/admin/imports?page= */
export const importRunsQuerySchema = z.object({ page: pageNumber });

/** GET /api/admin/imports/{id}?page=&outcome= (a page of the run's rows; one outcome if asked). */
export const importRunQuerySchema = z.object({
  page: pageNumber,
  outcome: z.enum(["created", "updated", "duplicate", "failed"], { error: "outcome must be created, updated, duplicate or failed" }).optional(),
});

/** GET /api/admin/programs/export?format=csv|xlsx */
export const programsExportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "format must be csv or xlsx" }).default("csv"),
});
