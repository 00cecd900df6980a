export { default, metadata } from "@/features/owners/owner-program-page";

export const dynamic = "force-dynamic";
