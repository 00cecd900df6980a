export { default, generateMetadata } from "@/features/owners/claim-page";

export const dynamic = "force-dynamic";
