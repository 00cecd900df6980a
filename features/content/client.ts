export { GuideSection } from "./guide-section";
export { MedicalDisclaimer } from "./medical-disclaimer";
export { SourceLink, SourcesList } from "./sources";
