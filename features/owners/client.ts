export { EmailLinkForm } from "./components/email-link-form";
export { TransferRequests } from "./components/transfer-requests";
export { VerifyLink } from "./components/verify-link";
export { WebsiteClaim } from "./components/website-claim";
