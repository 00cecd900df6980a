export { default, metadata } from "@/features/owners/owner-page";

export const dynamic = "force-dynamic";
