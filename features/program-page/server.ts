import "server-only";

export { default as ClaimPage, generateMetadata as generateClaimPageMetadata } from "./claim-page";
export { default as OwnerProgramPage, metadata as ownerProgramPageMetadata } from "./owner-program-page";
export { loadProgramPage } from "./page-data";
export { default as ProgramPage, generateMetadata as generateProgramPageMetadata, programPageMetadata } from "./program-page";
export { default as OwnerPage, metadata as ownerPageMetadata } from "./owner-page";
export { programCard } from "./share-card";
export { ratingText } from "./locale-text";
