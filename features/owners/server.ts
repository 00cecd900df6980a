import "server-only";

export { emailWayAvailable, requireEmailWay } from "./email-links";
export { claimDomain } from "./email-proof";
export { checkWebsiteToken, currentWebsiteToken, decideTransferRequest, editOwnedProgram, emailClaimLink, emailSignInLink, followLink, newWebsiteToken, ownedProgram, ownerImage, ownerNotices, ownerSessionAnswer, ownerSignOut, saveOwnerNotices, unsubscribeOneClick, unsubscribePage } from "./handlers";
export { noticePrefs } from "./notices";
export { OWNER_MAIL, ownerMailJob, queueNotice, queueRevertNotice } from "./notify";
export { claimFacts, claimedPrograms, getOwnedProgram, listOwnedPrograms, ownerEmail, owns, programOwner, removeOwner } from "./ownership";
export { linkTokenSchema, noticePrefsSchema, ownerEmailSchema, transferDecisionSchema, transferListQuerySchema } from "./schema";
export { listTransfers, pendingTransfersOf } from "./transfers";
export { proofUrls } from "./website-proof";
