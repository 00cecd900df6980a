import "server-only";

export { importStatus } from "./run-import";
export { csvBodyBytes, csvSample, excelSample, executeCsv, executeExcel, executeOutside, practitionersExport, previewCsv, previewExcel, previewOutside } from "./handlers";
export { IMPORT_QUEUE, importQueueHandler } from "./import-queue";
export { acamExecuteSchema, csvExecuteSchema, csvPreviewSchema, importExecuteSchema, importPreviewSchema } from "./schema";
