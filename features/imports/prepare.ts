import "server-only";
import { getDb } from "@/db";
import { detoxPrograms as p, type NewProgramRow } from "@/db/schema";
import { lookupCity, lookupZip } from "@/lib/geo";
import { importRowSchema, type ImportRow, type ImportSource } from "@/features/imports/schema";
import { DuplicateIndex, duplicateKeys, type DuplicateFields } from "./duplicates";
import type { ImportRecord } from "./types";

/** The `source` recorded on programs for each import source. */
export const SOURCE_COLUMN: Record<ImportSource, string> = {
  csv: "csv",
  excel: "excel",
  acam: "acam",
  npi: "npi",
  google: "google_places",
  yelp: "yelp",
};

export type PreparedRow = { row: number; values: NewProgramRow & DuplicateFields };
export type RowError = { row: number; providerName: string; error: string };

const nameOf = (r: ImportRecord, row: number) => {
  const n = r.fields.name;
  return typeof n === "string" && n.trim() ? n.trim().slice(0, 200) : `Row ${row}`;
};

/** Validates every record (defaults of spec section 5), places it, and splits good rows from bad ones. */
export function prepareRecords(records: ImportRecord[], source: ImportSource): { rows: PreparedRow[]; errors: RowError[] } {
  const rows: PreparedRow[] = [];
  const errors: RowError[] = [];
  const sourceColumn = SOURCE_COLUMN[source];
  records.forEach((record, i) => {
    const row = record.row ?? i + 1;
    const parsed = importRowSchema.safeParse(record.fields);
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join("; ");
      errors.push({ row, providerName: nameOf(record, row), error: message });
      return;
    }
    const data = parsed.data;
    let lat = data.latitude;
    let lng = data.longitude;
    if (lat === null || lng === null) {
      // Coordinates from the source, else from the ZIP, else the city; 0,0 means "not on the map".
      const place = lookupZip(data.zipCode.slice(0, 5)) ?? (data.state !== "XX" ? lookupCity(data.city, data.state) : undefined);
      lat = place?.latitude ?? 0;
      lng = place?.longitude ?? 0;
    }
    // Field by field, not spread: V8 keeps this literal in about 230 bytes, where a spread plus the added
    // fields took about 800 (1,200 with a rest pattern) for every row. `satisfies` makes a new schema
    // field a type error here until it is listed.
    const values = {
      name: data.name,
      description: data.description,
      address: data.address,
      city: data.city,
      state: data.state,
      zipCode: data.zipCode,
      phone: data.phone,
      email: data.email,
      website: data.website,
      imageUrl: data.imageUrl,
      latitude: lat,
      longitude: lng,
      priceMin: data.priceMin,
      priceMax: data.priceMax,
      priceUnit: data.priceUnit,
      programTypes: data.programTypes,
      certifications: data.certifications,
      npiNumber: data.npiNumber,
      telehealth: data.telehealth,
      acceptingNewPatients: data.acceptingNewPatients,
      paymentOptions: data.paymentOptions,
      languages: data.languages,
      services: data.services,
      hours: data.hours,
      sourceId: data.sourceId,
      npiTaxonomies: record.npiTaxonomies ?? [],
      source: sourceColumn,
      isActive: true,
      isVerified: false,
    } satisfies Record<keyof ImportRow, unknown> & PreparedRow["values"];
    rows.push({ row, values });
  });
  return { rows, errors };
}

/** The duplicate index of every program now in the directory (inside a transaction when given one). */
export async function loadDuplicateIndex(db?: Pick<Awaited<ReturnType<typeof getDb>>, "select">): Promise<DuplicateIndex> {
  const conn = db ?? (await getDb());
  const existing = await conn
    .select({ id: p.id, source: p.source, sourceId: p.sourceId, name: p.name, address: p.address, phone: p.phone, zipCode: p.zipCode })
    .from(p);
  const index = new DuplicateIndex();
  for (const e of existing) index.add(e.id, e);
  return index;
}

/** A duplicate the preview found: of a program in the directory (its id), or of an earlier row of the file. */
export type PreviewDuplicate = { row: number; name: string; programId: string | null; earlierRow: number | null };

/**
 * The preview's duplicates, found exactly as the import finds them (run-import.ts): an earlier row of the same file
 * first, then the directory. Answers how many, and the first `cap` of them.
 */
export async function findDuplicates(rows: PreparedRow[], cap: number): Promise<{ count: number; found: PreviewDuplicate[] }> {
  const index = await loadDuplicateIndex();
  const seen = new DuplicateIndex();
  const found: PreviewDuplicate[] = [];
  let count = 0;
  for (const r of rows) {
    const keys = duplicateKeys(r.values);
    const earlier = seen.findKeys(keys);
    const existing = earlier ? undefined : index.findKeys(keys);
    if (!earlier) seen.addKeys(String(r.row), keys);
    if (!earlier && !existing) continue;
    count++;
    if (found.length < cap) found.push({ row: r.row, name: r.values.name, programId: existing ?? null, earlierRow: earlier ? Number(earlier) : null });
  }
  return { count, found };
}
