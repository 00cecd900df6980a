export { OwnerPage as default, ownerPageMetadata as metadata } from "@/features/owners/server";

export const dynamic = "force-dynamic";
