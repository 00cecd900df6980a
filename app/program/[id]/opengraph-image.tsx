import { getProgram } from "@/lib/data/programs";
import { OG_CONTENT_TYPE, OG_SIZE, shareCard } from "@/lib/og/card";
import { SITE_NAME } from "@/lib/seo";

// Share image of a program page: name, city and state, Verified when verified, and the site name.
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export async function generateImageMetadata({ params }: { params: { id: string } }) {
  const program = await getProgram(params.id).catch(() => null);
  const alt = program
    ? `${program.name}, ${program.city}, ${program.state}${program.isVerified ? " (verified)" : ""}, on ${SITE_NAME}`
    : SITE_NAME;
  return [{ id: "card", alt, size: OG_SIZE, contentType: OG_CONTENT_TYPE }];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const program = await getProgram((await params).id).catch(() => null);
  if (!program) return shareCard({ kicker: "Provider directory", title: SITE_NAME });
  return shareCard({
    kicker: "Heavy metal testing and treatment",
    title: program.name,
    subtitle: `${program.city}, ${program.state}`,
    verified: program.isVerified,
  });
}
