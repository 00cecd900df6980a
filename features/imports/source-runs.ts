import "server-only";
import { DomainError } from "@/lib/errors";
import { env } from "@/lib/env";
import { ACAM_NO_API, type ColumnMapping, type ImportSource } from "./schema";
export { ACAM_NO_API };
import { parseCsv } from "./csv";
import { refuseLegacyExcel } from "./excel";
import { queueEnabled } from "@/lib/queue/queue";
import { runImportJob, type ImportJobInput, type ImportJobResult } from "./run-import";
import { applyMapping, filePreview, suggestMapping } from "./mapping";
import { findDuplicates, prepareRecords } from "./prepare";
import { rowsById } from "@/features/programs/server";
import { OUTSIDE_SOURCES } from "./sources";
import { toPreviewProvider, type ImportRecord, type PreviewProvider, type Table } from "./types";
import { parseXlsx } from "./xlsx-read";

/** The glue between the route handlers and the import modules: parse, preview, execute. */
export const limits = () => ({
  maxRows: env.IMPORT_MAX_ROWS,
  maxBytes: env.IMPORT_MAX_FILE_BYTES,
  maxEntries: env.IMPORT_MAX_XLSX_ENTRIES,
  maxUncompressedBytes: env.IMPORT_MAX_XLSX_UNCOMPRESSED_BYTES,
});

export const FILE_SOURCE = "CSV and Excel imports read an uploaded file: use the upload on the import screen.";

/**
 * A row the import would not create (issue 53 item 10): it fails a check (why), or duplicates a listed program (which)
 * or an earlier row of the file. Found by the import's own checks, before anything is written.
 */
export type RowIssue =
  | { row: number; name: string; kind: "error"; error: string }
  | { row: number; name: string; kind: "duplicate"; duplicateOf: { id: string; name: string; city: string; state: string } | null; earlierRow: number | null };

export type SourcePreview = {
  totalFound: number;
  previewCount: number;
  duplicates: number;
  /** Rows that fail the import's checks. */
  errors: number;
  /** The first ISSUE_CAP errors and duplicates, in file order. */
  issues: RowIssue[];
  providers: PreviewProvider[];
  moreCount: number;
};

const PREVIEW_PROVIDERS = 10;
const ISSUE_CAP = 200;

async function previewOf(records: ImportRecord[], source: ImportSource): Promise<SourcePreview> {
  const { rows, errors } = prepareRecords(records, source);
  const providers = records.slice(0, PREVIEW_PROVIDERS).map(toPreviewProvider);
  const dupes = await findDuplicates(rows, ISSUE_CAP);
  const programs = await rowsById(dupes.found.flatMap((d) => (d.programId ? [d.programId] : [])));
  const issues: RowIssue[] = [
    ...errors.slice(0, ISSUE_CAP).map((e): RowIssue => ({ row: e.row, name: e.providerName, kind: "error", error: e.error })),
    ...dupes.found.map((d): RowIssue => {
      const p = d.programId ? programs.get(d.programId) : undefined;
      return { row: d.row, name: d.name, kind: "duplicate", duplicateOf: p ? { id: p.id, name: p.name, city: p.city, state: p.state } : null, earlierRow: d.earlierRow };
    }),
  ]
    .sort((a, b) => a.row - b.row)
    .slice(0, ISSUE_CAP);
  return { totalFound: records.length, previewCount: providers.length, duplicates: dupes.count, errors: errors.length, issues, providers, moreCount: records.length - providers.length };
}

async function searchOutside(source: ImportSource, state: string | undefined, limit: number, apiKey: string | undefined) {
  if (source === "acam") throw new DomainError("invalid", ACAM_NO_API);
  if (source === "csv" || source === "excel") throw new DomainError("invalid", FILE_SOURCE);
  return OUTSIDE_SOURCES[source].search({ state, limit, apiKey }, env);
}

export async function previewSource(source: ImportSource, state: string | undefined, limit: number, apiKey?: string): Promise<SourcePreview> {
  const { records } = await searchOutside(source, state, limit, apiKey);
  return previewOf(records, source);
}

export async function executeSource(
  source: ImportSource,
  opts: { state?: string; maxProviders: number; skipDuplicates: boolean; replaceAll: boolean; apiKey?: string; startedBy: string },
): Promise<ImportJobResult> {
  const { records } = await searchOutside(source, opts.state, opts.maxProviders, opts.apiKey);
  return runImport({ source, records, skipDuplicates: opts.skipDuplicates, replaceAll: opts.replaceAll, startedBy: opts.startedBy });
}

/** On PostgreSQL the import runs as a queue job (any server's worker); on PGlite in this process. */
async function runImport(input: ImportJobInput): Promise<ImportJobResult> {
  if (!queueEnabled()) return runImportJob(input);
  const { queueImport } = await import("./import-queue");
  return queueImport(input);
}

export const readCsvTable = (csvContent: string): Table => {
  const l = limits();
  if (Buffer.byteLength(csvContent) > l.maxBytes) throw new DomainError("too-large", `The file is larger than ${Math.round(l.maxBytes / 1024 / 1024)} MB`);
  return parseCsv(csvContent, l.maxRows);
};

export async function readExcelTable(file: File): Promise<Table> {
  const buf = Buffer.from(await file.arrayBuffer());
  refuseLegacyExcel(file.name ?? "", buf);
  return parseXlsx(buf, limits());
}

export async function previewTable(table: Table, source: ImportSource, mapping?: ColumnMapping) {
  const preview = filePreview(table);
  const records = applyMapping(table, mapping ?? suggestMapping(table.headers));
  return { data: preview, ...(await previewOf(records, source)) };
}

export function executeTable(
  table: Table,
  source: ImportSource,
  mapping: ColumnMapping,
  opts: { skipDuplicates: boolean; replaceAll: boolean; fileName?: string | null; startedBy: string },
) {
  return runImport({ source, records: applyMapping(table, mapping), ...opts });
}
