import "server-only";

export { emailWayAvailable, requireEmailWay } from "./email-links";
export { claimDomain } from "./email-proof";
export { checkWebsiteToken, currentWebsiteToken, decideTransferRequest, editOwnedProgram, emailClaimLink, emailSignInLink, followLink, newWebsiteToken, ownedProgram, ownerImage, ownerNotices, ownerSessionAnswer, ownerSignOut, saveOwnerNotices, unsubscribeOneClick, unsubscribePage } from "./handlers";
export { OWNER_MAIL, ownerMailJob, queueNotice } from "./notify";
export { default as OwnerPage, metadata as ownerPageMetadata } from "./owner-page";
export { claimFacts, claimedPrograms, getOwnedProgram, owns, programOwner, removeOwner } from "./ownership";
export { linkTokenSchema, noticePrefsSchema, ownerEmailSchema, transferDecisionSchema, transferListQuerySchema } from "./schema";
export { listTransfers } from "./transfers";
export { proofUrls } from "./website-proof";
