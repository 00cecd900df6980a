import "server-only";
import { OG_CONTENT_TYPE, shareCard } from "@/lib/og/card";
import { GUIDE_SLUGS, GUIDES } from "./guides";

/** The PNG of /share/{guide}.png, or null for any other name. */
export async function guideShareImage(file: string): Promise<Response | null> {
  const key = (Object.keys(GUIDE_SLUGS) as (keyof typeof GUIDE_SLUGS)[]).find((k) => `${GUIDE_SLUGS[k]}.png` === file);
  if (!key) return null;
  const card = await shareCard({ kicker: "Guide", title: GUIDES[key].heading, subtitle: "Sourced from FDA, CDC, ATSDR and NIH guidance" });
  return new Response(card.body, { headers: { "Content-Type": OG_CONTENT_TYPE, "Cache-Control": "public, max-age=86400" } });
}
