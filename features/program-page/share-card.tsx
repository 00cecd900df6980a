import "server-only";
import type { ImageResponse } from "next/og";
import { OG_CONTENT_TYPE, OG_SIZE, shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";
import { messagesFor } from "@/lib/i18n/catalogues";
import { fill } from "@/lib/i18n/fill";
import type { Locale } from "@/lib/i18n/locales";
import { getProgram } from "@/features/programs/server";
import { loadPublicProgram } from "./page-data";

/**
 * Alt text and metadata of a program's share image (opengraph-image and twitter-image share it). Resolved with
 * every program page's metadata: the page's own read of the program (loadPublicProgram), not a second query.
 */
export async function programImageMetadata(id: string, locale: Locale = "en") {
  const program = await loadPublicProgram(id).catch(() => null);
  const w = messagesFor(locale).share;
  const alt = program
    ? fill(w.programAlt, { name: program.name, place: `${program.city}, ${program.state}`, verified: program.isVerified ? w.programAltVerified : "", site: SITE_NAME })
    : SITE_NAME;
  return [{ id: "card", alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE }];
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
