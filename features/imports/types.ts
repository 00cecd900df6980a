import type { WrittenProgram } from "@/features/programs";
import type { ImportRowInput } from "@/features/imports/schema";
import type { NpiTaxonomy } from "@/db/vocab";

/** What the preview shows of one provider (spec section 3, "Preview provider"). */
export type PreviewProvider = {
  name: string;
  rating: number | null;
  reviewCount: number | null;
  address: string;
  phone: string;
  programTypes: string[];
  npiNumber: string | null;
  placeId: string | null;
  yelpId: string | null;
};

/** One provider from any source, as raw field values; the executor validates and fills defaults. */
export type ImportRecord = {
  fields: ImportRowInput;
  /** Where the record was in its file (1-based data row, header excluded), for error reports. */
  row?: number;
  /** Source figures shown in the preview only (ratings are derived from our own reviews once stored). */
  rating?: number | null;
  reviewCount?: number | null;
  npiNumber?: string | null;
  /** The NUCC taxonomies of an NPI record (the NPI importer only; not a spreadsheet field). */
  npiTaxonomies?: NpiTaxonomy[];
  placeId?: string | null;
  yelpId?: string | null;
};

/** A parsed spreadsheet: header names and rows of cell text. */
export type Table = { headers: string[]; rows: string[][] };

/** The preview of a CSV or Excel file: 4 columns and 3 rows, plus the suggested mapping. */
export type FilePreview = {
  totalRows: number;
  /** The first 4 column names (the preview table); `allHeaders` has every column, for the mapping. */
  headers: string[];
  allHeaders: string[];
  sampleRows: string[][];
  suggestedMapping: { column: string; field: string }[];
};

export function toPreviewProvider(r: ImportRecord): PreviewProvider {
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");
  const types = r.fields.programTypes;
  const address = [text(r.fields.address), text(r.fields.city), [text(r.fields.state), text(r.fields.zipCode)].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return {
    name: text(r.fields.name) || "Unknown Provider",
    rating: r.rating ?? null,
    reviewCount: r.reviewCount ?? null,
    address,
    phone: text(r.fields.phone),
    programTypes: Array.isArray(types) ? types.map(text) : text(types) ? text(types).split(/[;|,]/).map((s) => s.trim()) : [],
    npiNumber: r.npiNumber ?? null,
    placeId: r.placeId ?? null,
    yelpId: r.yelpId ?? null,
  };
}

/** A program an import created or updated (the answer lists them). */
export type ImportedProgram = WrittenProgram;
