import "server-only";
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { asc, gt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms as p, ownerPrograms, type ProgramRow } from "@/db/schema";
import { hoursToText, PAYMENT_LABELS, PRICE_UNIT_LABELS, SERVICE_LABELS } from "@/features/programs";
import { escapeCell } from "./excel";
import type { ImportField } from "./schema";

/**
 * The admin export (decisions.md "Running the directory"): every program, active or not, whatever its source, in
 * the columns the importer maps by default (their headers are the ones `suggestMapping` recognises), lists joined
 * with "; " as the importer splits them; then the program's id, source, active and claimed state, created and
 * updated times, which the importer does not map. It streams: programs are read 1,000 at a time (keyset on id)
 * and written as they come, so memory stays bounded whatever the directory's size.
 */
export const PROGRAM_EXPORT_COLUMNS: readonly (readonly [ImportField, string])[] = [
  ["name", "Name"],
  ["description", "Description"],
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zipCode", "Zip Code"],
  ["phone", "Phone"],
  ["email", "Email"],
  ["website", "Website"],
  ["imageUrl", "Image URL"],
  ["latitude", "Latitude"],
  ["longitude", "Longitude"],
  ["priceMin", "Price Min"],
  ["priceMax", "Price Max"],
  ["priceUnit", "Price Unit"],
  ["programTypes", "Program Types"],
  ["certifications", "Certifications"],
  ["npiNumber", "NPI Number"],
  ["telehealth", "Telehealth"],
  ["acceptingNewPatients", "Accepting New Patients"],
  ["paymentOptions", "Payment Options"],
  ["languages", "Languages"],
  ["services", "Services"],
  ["hours", "Hours"],
  ["sourceId", "Source Id"],
];
const EXTRA_HEADERS = ["Program Id", "Source", "Active", "Claimed", "Created At", "Updated At"];
export const PROGRAM_EXPORT_HEADERS = [...PROGRAM_EXPORT_COLUMNS.map(([, h]) => h), ...EXTRA_HEADERS];

type Cell = string | number | null;
type ExportRow = ProgramRow & { claimed: boolean };

const list = (v: readonly string[]) => v.join("; ");
/** Certifications: a lone one with a comma gets a ";" after it, so the importer does not split it at the comma. */
const certificationList = (v: readonly string[]) => (v.length === 1 && v[0]!.includes(",") ? `${v[0]};` : typeList(v));
/** An empty list is "None" (the importer would otherwise give its default, "Healthcare Provider" or "Licensed Provider"). */
const typeList = (v: readonly string[]) => (v.length === 0 ? "None" : list(v));
const yesNo = (v: boolean | null) => (v === null ? null : v ? "yes" : "no");

function cells(r: ExportRow): Cell[] {
  return [
    r.name, r.description, r.address, r.city, r.state, r.zipCode, r.phone, r.email, r.website, r.imageUrl,
    r.latitude, r.longitude, r.priceMin, r.priceMax, r.priceUnit ? PRICE_UNIT_LABELS[r.priceUnit] : null,
    typeList(r.programTypes), certificationList(r.certifications), r.npiNumber, yesNo(r.telehealth), yesNo(r.acceptingNewPatients),
    list(r.paymentOptions.map((o) => PAYMENT_LABELS[o] ?? o)), list(r.languages), list(r.services.map((s) => SERVICE_LABELS[s] ?? s)),
    hoursToText(r.hours) || null, r.sourceId,
    r.id, r.source, r.isActive ? "yes" : "no", r.claimed ? "yes" : "no", r.createdAt.toISOString(), r.updatedAt.toISOString(),
  ];
}

const PAGE = 1_000;

/** Every program, a page at a time in id order (each page a fresh query: no cursor held across awaits). */
async function* programPages(): AsyncGenerator<ExportRow[]> {
  const db = await getDb();
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({ program: p, claimed: sql<boolean>`exists (select 1 from ${ownerPrograms} where ${ownerPrograms.programId} = ${p.id})` })
      .from(p)
      .where(after ? gt(p.id, after) : undefined)
      .orderBy(asc(p.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r.program, claimed: Boolean(r.claimed) }));
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.program.id;
  }
}

// ------------------------------------------------------------------ CSV

/** A CSV cell: formula-looking text gets the leading apostrophe (the importer takes it off again); quoted when needed. */
function csvCell(v: Cell): string {
  if (v === null) return "";
  const s = typeof v === "number" ? String(v) : escapeCell(v);
  return /[",;\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const csvLine = (values: Cell[]) => values.map(csvCell).join(",") + "\r\n";

async function* csvChunks(): AsyncGenerator<string> {
  // A BOM, so that Excel reads the file as UTF-8; the importer skips it.
  yield "\uFEFF" + csvLine(PROGRAM_EXPORT_HEADERS);
  for await (const page of programPages()) yield page.map((r) => csvLine(cells(r))).join("");
}

export function programsCsvStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = csvChunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

// ------------------------------------------------------------------ Excel

/**
 * ExcelJS's streaming WorkbookWriter: each row is committed (written to the zip) as it is added, with inline
 * strings (no shared-string table kept in memory). Between pages it waits while the reader is behind.
 */
export function programsXlsxStream(): ReadableStream<Uint8Array> {
  const out = new PassThrough({ highWaterMark: 1024 * 1024 });
  void (async () => {
    try {
      const { default: ExcelJS } = await import("exceljs");
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
      workbook.creator = "Heavy Metal Detox Directory";
      const sheet = workbook.addWorksheet("Programs");
      sheet.columns = PROGRAM_EXPORT_HEADERS.map((h) => ({ key: h, width: 22 }));
      const header = sheet.addRow(PROGRAM_EXPORT_HEADERS);
      header.font = { bold: true };
      header.commit();
      for await (const page of programPages()) {
        for (const r of page) sheet.addRow(cells(r).map((v) => (typeof v === "string" ? escapeCell(v) : v))).commit();
        if (out.destroyed) return; // the download was cancelled
        if (out.writableNeedDrain) await Promise.race([once(out, "drain"), once(out, "close")]);
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
