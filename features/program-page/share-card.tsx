import "server-only";
import type { ImageResponse } from "next/og";
import { OG_CONTENT_TYPE, OG_SIZE, shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";
import { getProgram } from "@/features/programs/server";
import { loadPublicProgram } from "./page-data";

/**
 * Alt text and metadata of a program's share image (opengraph-image and twitter-image share it). Resolved with
 * every program page's metadata: the page's own read of the program (loadPublicProgram), not a second query.
 */
export async function programImageMetadata(id: string) {
  const program = await loadPublicProgram(id).catch(() => null);
  const alt = program
    ? `${program.name}, ${program.city}, ${program.state}${program.isVerified ? " (verified)" : ""}, on ${SITE_NAME}`
    : SITE_NAME;
  return [{ id: "card", alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE }];
}

/** A program's share card: name, city and state, Verified when verified, and the site name. */
export async function programCard(id: string): Promise<ImageResponse> {
  const program = await getProgram(id).catch(() => null);
  if (!program) return shareCard({ kicker: "Provider directory", title: SITE_NAME });
  return shareCard({
    kicker: "Heavy metal testing and treatment",
    title: program.name,
    subtitle: `${program.city}, ${program.state}`,
    verified: program.isVerified,
  });
}
