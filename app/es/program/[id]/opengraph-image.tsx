import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/og/card";
import { programCard, programImageMetadata } from "@/features/program-page/server";

// The Spanish program page shares the English card (docs/i18n.md). The program page's opengraph share image: name, city and state, Verified when verified, site name.
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateImageMetadata({ params }: { params: { id: string } }) {
  return programImageMetadata(params.id);
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return programCard((await params).id);
}
