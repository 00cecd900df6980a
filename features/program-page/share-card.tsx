import "server-only";
import type { ImageResponse } from "next/og";
import { shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";
import { messagesFor } from "@/lib/i18n/catalogues";
import { fill } from "@/lib/i18n/fill";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { getProgram } from "@/features/programs/server";
import type { Program } from "@/features/programs";

/**
 * The page's share image for its metadata (og:image and twitter:image): its URL, served by share-image/route.ts
 * beside the page, and its alt text, from the program the page has already read. Not
 * an opengraph-image.tsx beside the page: Next.js resolves such a file's generateImageMetadata, for og and twitter
 * each, on every request of the page (docs/performance.md, "share images without per-request image metadata").
 */
export function programShareImage(program: Pick<Program, "id" | "name" | "city" | "state" | "isVerified">, locale: Locale = "en") {
  const w = messagesFor(locale).share;
  const alt = fill(w.programAlt, { name: program.name, place: `${program.city}, ${program.state}`, verified: program.isVerified ? w.programAltVerified : "", site: SITE_NAME });
  return { url: localePath(locale, `/program/${program.id}/share-image`), alt };
}

/** A program's share card: name, city and state, Verified when verified, and the site name, in the page's language. */
export async function programCard(id: string, locale: Locale = "en"): Promise<ImageResponse> {
  const program = await getProgram(id).catch(() => null);
  const w = messagesFor(locale).share;
  if (!program) return shareCard({ kicker: w.directory, title: SITE_NAME });
  return shareCard({
    kicker: w.kicker,
    title: program.name,
    subtitle: `${program.city}, ${program.state}`,
    verified: program.isVerified,
    verifiedLabel: w.verified,
  });
}
