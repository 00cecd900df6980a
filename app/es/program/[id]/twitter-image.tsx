import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/og/card";
import { programCard, programImageMetadata } from "@/features/program-page/server";

// The Spanish page's card, in Spanish. The program page's twitter share image: name, city and state, Verified when verified, site name.
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateImageMetadata({ params }: { params: { id: string } }) {
  return programImageMetadata(params.id, "es");
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return programCard((await params).id, "es");
}
