import "server-only";

export { loginSchema, programHistory, removeProgramOwner, requireAdminEnabled, revertProgramChange, revertRequestSchema, signIn, signOutAnswer } from "./handlers";
export { default as LoginPage, metadata as loginPageMetadata } from "./login-page";
export { default as ManageProgramsPage, metadata as manageProgramsPageMetadata } from "./manage-programs-page";
export { bulkPrograms } from "./bulk";
export { bulkProgramsSchema } from "./list-query";
