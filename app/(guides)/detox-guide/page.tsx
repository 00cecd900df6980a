import { GuidePage, guidePageMetadata } from "@/features/content/content-page";

// The text, sources and dates are in content/guides/detox-guide.md.
export const metadata = guidePageMetadata("detox");
export default function DetoxGuidePage() {
  return <GuidePage guide="detox" />;
}
