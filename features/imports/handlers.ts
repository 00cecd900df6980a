import "server-only";
import type { z } from "zod";
import { parseWith } from "@/lib/errors";
import { readMultipartFile } from "@/lib/http/read-body";
import { practitionersWorkbook } from "./export";
import { sourceKeyFrom } from "./source-key";
import { sampleCsv, sampleXlsx } from "./samples";
import { columnMappingSchema, excelExecuteFieldsSchema, type csvExecuteSchema, type csvPreviewSchema, type importExecuteSchema, type importPreviewSchema } from "./schema";
import { executeSource, executeTable, limits, previewSource, previewTable, readCsvTable, readExcelTable } from "./source-runs";

/** The body cap of the CSV calls: the import size limit plus room for the JSON around it. */
export const csvBodyBytes = () => limits().maxBytes + 64 * 1024;

export async function previewOutside(req: Request, input: z.output<typeof importPreviewSchema>) {
  return previewSource(input.source, input.state, input.limit, sourceKeyFrom(req));
}

export async function executeOutside(req: Request, { source, ...opts }: z.output<typeof importExecuteSchema>) {
  return executeSource(source, { ...opts, apiKey: sourceKeyFrom(req) });
}

export async function previewCsv({ csvContent, source }: z.output<typeof csvPreviewSchema>, raw: Record<string, unknown>) {
  const mapping = raw.columnMapping === undefined ? undefined : parseWith(columnMappingSchema, raw.columnMapping);
  const { data, ...preview } = await previewTable(readCsvTable(csvContent), source, mapping);
  return { csvData: data, ...preview };
}

export async function executeCsv(source: "csv" | "acam", { csvContent, columnMapping, ...opts }: z.output<typeof csvExecuteSchema>) {
  return executeTable(readCsvTable(csvContent), source, columnMapping, opts);
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
  return executeTable(await readExcelTable(file), "excel", columnMapping, opts);
}

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const download = (body: string | Uint8Array<ArrayBuffer>, type: string, name: string) =>
  new Response(body, { headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${name}"`, "Cache-Control": "no-store" } });

export const csvSample = () => download(sampleCsv(), "text/csv; charset=utf-8", "sample_providers.csv");
export const excelSample = async () => download(new Uint8Array(await sampleXlsx()), XLSX, "sample_providers.xlsx");
/** GET /api/programs/export/excel: every practitioner with its program, as detox-practitioners-{date}.xlsx. */
export const practitionersExport = async () =>
  download(new Uint8Array(await practitionersWorkbook()), XLSX, `detox-practitioners-${new Date().toISOString().slice(0, 10)}.xlsx`);
