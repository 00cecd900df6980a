import "server-only";

export { findWebsitesInputSchema } from "./find-websites";
export { getJobRun, jobRunCounts } from "./job-runs";
export { startJob } from "./start-job";
export { updateImagesInputSchema } from "./update-images";
export { verifyNpiInputSchema } from "./verify-npi";
