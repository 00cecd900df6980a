import "server-only";
import type { z } from "zod";
import { parseWith } from "@/lib/errors";
import { readMultipartFile } from "@/lib/http/read-body";
import { practitionersWorkbook } from "./export";
import { sourceKeyFrom } from "./source-key";
import { sampleCsv, sampleXlsx } from "./samples";
import { columnMappingSchema, excelExecuteFieldsSchema, type csvExecuteSchema, type csvPreviewSchema, type importExecuteSchema, type importPreviewSchema, type importRunQuerySchema, type importRunsQuerySchema, type programsExportQuerySchema } from "./schema";
import { programsCsvStream, programsXlsxStream } from "./programs-export";
import { importRunDetail, listImportRuns, undoImportRun } from "./run-rows";
import { executeSource, executeTable, limits, previewSource, previewTable, readCsvTable, readExcelTable } from "./source-runs";

/** The body cap of the CSV calls: the import size limit plus room for the JSON around it. */
export const csvBodyBytes = () => limits().maxBytes + 64 * 1024;

export async function previewOutside(req: Request, input: z.output<typeof importPreviewSchema>) {
  return previewSource(input.source, input.state, input.limit, sourceKeyFrom(req));
}

/** Who started an import, as its run records it: the one admin account, signed in or by its API token. */
const startedByOf = (req: Request) => (req.headers.get("authorization") ? "Admin (API token)" : "Admin (signed in)");

export async function executeOutside(req: Request, { source, ...opts }: z.output<typeof importExecuteSchema>) {
  return executeSource(source, { ...opts, apiKey: sourceKeyFrom(req), startedBy: startedByOf(req) });
}

export async function previewCsv({ csvContent, source }: z.output<typeof csvPreviewSchema>, raw: Record<string, unknown>) {
  const mapping = raw.columnMapping === undefined ? undefined : parseWith(columnMappingSchema, raw.columnMapping);
  const { data, ...preview } = await previewTable(readCsvTable(csvContent), source, mapping);
  return { csvData: data, ...preview };
}

export async function executeCsv(req: Request, source: "csv" | "acam", { csvContent, columnMapping, ...opts }: z.output<typeof csvExecuteSchema>) {
  return executeTable(readCsvTable(csvContent), source, columnMapping, { ...opts, startedBy: startedByOf(req) });
}

export async function previewExcel(req: Request) {
  const { file } = await readMultipartFile(req, "excelFile", limits().maxBytes);
  const { data, ...preview } = await previewTable(await readExcelTable(file), "excel");
  return { excelData: data, ...preview };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
};

/** POST /api/import/excel/execute: the .xlsx (excelFile) with columnMapping JSON, skipDuplicates, replaceAll. */
export async function executeExcel(req: Request) {
  const { form, file } = await readMultipartFile(req, "excelFile", limits().maxBytes);
  const { columnMapping, ...opts } = parseWith(excelExecuteFieldsSchema, {
    columnMapping: text(form, "columnMapping"),
    skipDuplicates: text(form, "skipDuplicates"),
    replaceAll: text(form, "replaceAll"),
  });
  return executeTable(await readExcelTable(file), "excel", columnMapping, { ...opts, fileName: file.name || null, startedBy: startedByOf(req) });
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const download = (body: string | Uint8Array<ArrayBuffer>, type: string, name: string) =>
  new Response(body, { headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" } });

export const csvSample = () => download(sampleCsv(), "text/csv; charset=utf-8", "sample_providers.csv");
export const excelSample = async () => download(new Uint8Array(await sampleXlsx()), XLSX, "sample_providers.xlsx");
/**
 * GET /api/admin/programs/export?format=csv|xlsx: every program in the importer's columns, streamed
 * (detox-programs-{date}.csv or .xlsx); the route builder makes it private, no-store.
 */
export function programsExport({ format }: z.output<typeof programsExportQuerySchema>) {
  const name = `detox-programs-${new Date().toISOString().slice(0, 10)}.${format}`;
  return new Response(format === "csv" ? programsCsvStream() : programsXlsxStream(), {
    headers: { "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : XLSX, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "private, no-store" },
  });
}

/** GET /api/programs/export/excel: every practitioner with its program, as detox-practitioners-{date}.xlsx. */
export const practitionersExport = async () =>
  download(new Uint8Array(await practitionersWorkbook()), XLSX, `detox-practitioners-${new Date().toISOString().slice(0, 10)}.xlsx`);

/** GET /api/admin/imports: every import run, newest first (20 a page). */
export const importRuns = ({ page }: z.output<typeof importRunsQuerySchema>) => listImportRuns(page);
/** GET /api/admin/imports/{id}: the run and a page of its row outcomes. */
export const importRunAnswer = (id: string, query: z.output<typeof importRunQuerySchema>) => importRunDetail(id, query);
/** POST /api/admin/imports/{id}/undo: the report of what was deleted and what was kept, and why. */
export const undoImport = (id: string) => undoImportRun(id);
