import { GuidePage, guidePageMetadata } from "@/features/content/content-page";

// The text, sources and dates are in content/guides/choosing-guide.md.
export const metadata = guidePageMetadata("choosing");
export default function ChoosingGuidePage() {
  return <GuidePage guide="choosing" />;
}
