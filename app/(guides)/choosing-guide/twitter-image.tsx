import { GUIDES } from "@/features/content/guides";
import { OG_CONTENT_TYPE, OG_SIZE, shareCard } from "@/lib/og/card";

// The guide's twitter share image (1200 x 630 PNG).
export const alt = `${GUIDES.choosing.heading}: a guide from Heavy Metal Detox Directory`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return shareCard({ kicker: "Guide", title: GUIDES.choosing.heading, subtitle: "Sourced from FDA, CDC, ATSDR and NIH guidance" });
}
