export { ManageProgramsPage as default, manageProgramsPageMetadata as metadata } from "@/features/admin/server";

export const dynamic = "force-dynamic";
