export { OwnerPage as default, ownerPageMetadata as metadata } from "@/features/program-page/server";

export const dynamic = "force-dynamic";
