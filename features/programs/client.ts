export { AddBusinessBanner } from "./add-business-banner";
export { AddedNotice } from "./added-notice";
export { AddBusinessForm } from "./form/add-business-form";
export { EditProgramDialog } from "./form/edit-program-dialog";
export { OwnerEditForm } from "./form/owner-edit-form";
