import "server-only";

export { default as BloodLeadPage, generateMetadata as generateBloodLeadPageMetadata } from "./blood-lead-page";
