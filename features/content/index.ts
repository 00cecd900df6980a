export { guideMetadata } from "./guide-metadata";
export { MedicalDisclaimer } from "./medical-disclaimer";
export type { Source } from "./sources";
export { SourceLink, SourcesList } from "./sources";
export { UrgentHelp } from "./urgent-help";
