export { OwnerProgramPage as default, ownerProgramPageMetadata as metadata } from "@/features/program-page/server";

export const dynamic = "force-dynamic";
