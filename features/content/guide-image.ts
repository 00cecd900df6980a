import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { SITE_NAME } from "@/lib/seo";

/**
 * A guide's share image, served by app/share/[file]/route.ts at a stable URL that its og:image, twitter:image
 * and Article JSON-LD all name ("/detox-guide" -> "/share/detox-guide.png"; the Spanish guide's card, in Spanish:
 * "/es/detox-guide" -> "/share/es-detox-guide.png"). Next's opengraph-image.tsx beside a static page gets a build
 * hash in its path, which the JSON-LD could not know.
 */
export const guideImagePath = (path: string) => `/share${path.replace(/^\/es\//, "/es-")}.png`;
export const guideImageAlt = (heading: string, locale: Locale = "en") => translator(locale, "content")("shareAlt", { heading, site: SITE_NAME });
