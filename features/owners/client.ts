export { EmailLinkForm } from "./components/email-link-form";
export { NoticeSettings } from "./components/notice-settings";
export { OwnerSignOut } from "./components/owner-sign-out";
export { TransferRequests } from "./components/transfer-requests";
export { VerifyLink } from "./components/verify-link";
export { WebsiteClaim } from "./components/website-claim";
