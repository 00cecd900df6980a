export { default, generateMetadata } from "@/features/program-page/claim-page";

export const dynamic = "force-dynamic";
