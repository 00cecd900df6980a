export { ClaimPage as default, generateClaimPageMetadata as generateMetadata } from "@/features/program-page/server";

export const dynamic = "force-dynamic";
