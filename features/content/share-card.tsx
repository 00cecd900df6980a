import "server-only";
import { OG_CONTENT_TYPE, shareCard } from "@/lib/og/card";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { GUIDE_SLUGS, loadGuide, pageOf, type GuideKey } from "./guides";

/** The PNG of /share/{guide}.png (or /share/es-{guide}.png, the Spanish guide's card), or null for any other name. */
export async function guideShareImage(file: string): Promise<Response | null> {
  const locale: Locale = file.startsWith("es-") ? "es" : "en";
  const name = locale === "en" ? file : file.slice(3);
  const key = (Object.keys(GUIDE_SLUGS) as GuideKey[]).find((k) => `${GUIDE_SLUGS[k]}.png` === name);
  if (!key) return null;
  const t = translator(locale, "content");
  const { heading } = pageOf(GUIDE_SLUGS[key], loadGuide(key, locale), locale);
  const card = await shareCard({ kicker: t("shareKicker"), title: heading, subtitle: t("shareSubtitle") });
  return new Response(card.body, { headers: { "Content-Type": OG_CONTENT_TYPE, "Cache-Control": "public, max-age=86400" } });
}
