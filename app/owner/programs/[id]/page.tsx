export { default, metadata } from "@/features/program-page/owner-program-page";

export const dynamic = "force-dynamic";
