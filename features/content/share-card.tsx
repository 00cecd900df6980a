import "server-only";
import { OG_CONTENT_TYPE, shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";
import { GUIDE_SLUGS, GUIDES } from "./guides";

/**
 * A guide's share image, served by app/share/[file]/route.ts at a stable URL that its og:image, twitter:image
 * and Article JSON-LD all name ("/detox-guide" -> "/share/detox-guide.png"). Next's opengraph-image.tsx
 * beside a static page gets a build hash in its path, which the JSON-LD could not know.
 */
export const guideImagePath = (path: string) => `/share${path}.png`;
export const guideImageAlt = (heading: string) => `${heading}: a guide from ${SITE_NAME}`;

/** The PNG of /share/{guide}.png, or null for any other name. */
export async function guideShareImage(file: string): Promise<Response | null> {
  const key = (Object.keys(GUIDE_SLUGS) as (keyof typeof GUIDE_SLUGS)[]).find((k) => `${GUIDE_SLUGS[k]}.png` === file);
  if (!key) return null;
  const card = await shareCard({ kicker: "Guide", title: GUIDES[key].heading, subtitle: "Sourced from FDA, CDC, ATSDR and NIH guidance" });
  return new Response(card.body, { headers: { "Content-Type": OG_CONTENT_TYPE, "Cache-Control": "public, max-age=86400" } });
}
