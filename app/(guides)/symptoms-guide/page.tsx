import { GuidePage, guidePageMetadata } from "@/features/content/content-page";

// The text, sources and dates are in content/guides/symptoms-guide.md.
export const metadata = guidePageMetadata("symptoms");
export default function SymptomsGuidePage() {
  return <GuidePage guide="symptoms" />;
}
