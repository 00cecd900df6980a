import { OG_CONTENT_TYPE, OG_SIZE, shareCard } from "@/lib/og/card";
import { SITE_IMAGE_ALT, SITE_NAME } from "@/lib/seo";

// The site's opengraph share image: the home page's, and the default of every page without its own (lib/seo.ts).
export const alt = SITE_IMAGE_ALT;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image() {
  return shareCard({ kicker: "Provider directory", title: SITE_NAME, subtitle: "Heavy metal testing, detox and chelation providers across the US" });
}
