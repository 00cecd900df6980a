export { default, metadata } from "@/features/admin/manage-programs-page";

export const dynamic = "force-dynamic";
