import "server-only";

export { importStatus } from "./executor";
export { csvBodyBytes, csvSample, excelSample, executeCsv, executeExcel, executeOutside, practitionersExport, previewCsv, previewExcel, previewOutside } from "./handlers";
export { IMPORT_QUEUE, importQueueHandler } from "./queue-handler";
export { acamExecuteSchema, csvExecuteSchema, csvPreviewSchema, importExecuteSchema, importPreviewSchema } from "./schema";
