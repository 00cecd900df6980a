import "server-only";

export { importStatus } from "./run-import";
export { csvBodyBytes, csvSample, excelSample, executeCsv, executeExcel, executeOutside, importRunAnswer, importRuns, practitionersExport, programsExport, previewCsv, previewExcel, previewOutside, undoImport } from "./handlers";
export { IMPORT_QUEUE, importQueueHandler } from "./import-queue";
export { createdByRun, runsWithPrograms } from "./run-rows";
export { acamExecuteSchema, csvExecuteSchema, csvPreviewSchema, importExecuteSchema, importPreviewSchema, importRunQuerySchema, importRunsQuerySchema, programsExportQuerySchema } from "./schema";
