import { GuidePage, guidePageMetadata } from "@/features/content/content-page";

// The text, sources and dates are in content/guides/chelation-guide.md.
export const metadata = guidePageMetadata("chelation");
export default function ChelationGuidePage() {
  return <GuidePage guide="chelation" />;
}
