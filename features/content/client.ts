export { GuideSection } from "./guide-section";
