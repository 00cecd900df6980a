import "server-only";

export { listReports, openSystemReportOnce } from "./data";
export { closeReport, fileReport } from "./handlers";
export { reportCreateSchema, reportListQuerySchema, reportUpdateSchema } from "./schema";
export { reportFormText } from "./form-text";
