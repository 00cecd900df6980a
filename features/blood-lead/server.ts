import "server-only";

export { default as BloodLeadPage, generateMetadata as generateBloodLeadPageMetadata, metadataFor as bloodLeadPageMetadata } from "./blood-lead-page";
export { answerForm, type BllState, type FindNearby, type NearbyProvider } from "./answer-state";
