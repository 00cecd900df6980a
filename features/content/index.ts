export { guideMetadata } from "./guide-metadata";
export type { Source } from "./sources";
