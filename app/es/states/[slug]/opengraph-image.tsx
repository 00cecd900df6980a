import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/og/card";
import { placeCard, placeImageMetadata } from "@/features/places/server";

// The Spanish page's card, in Spanish. The state page's opengraph share image.
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateImageMetadata({ params }: { params: { slug: string } }) {
  return placeImageMetadata(params.slug, undefined, "es");
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return placeCard((await params).slug, undefined, "es");
}
