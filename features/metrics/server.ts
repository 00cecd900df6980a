import "server-only";

export { metricsAnswer } from "./metrics";
