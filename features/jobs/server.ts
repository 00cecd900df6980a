import "server-only";

export { findWebsitesInputSchema } from "./find-websites";
export { getJobRun, jobRunCounts, recentJobRuns } from "./job-runs";
export { jobRunsQuerySchema } from "./job-input";
export { startJob } from "./start-job";
export { updateImagesInputSchema } from "./update-images";
export { verifyNpiInputSchema } from "./verify-npi";
