import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/og/card";
import { placeCard, placeImageMetadata } from "@/features/places/server";

// The Spanish page's card, in Spanish. The city page's twitter share image.
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export function generateImageMetadata({ params }: { params: { slug: string; city: string } }) {
  return placeImageMetadata(params.slug, params.city, "es");
}

export default async function Image({ params }: { params: Promise<{ slug: string; city: string }> }) {
  const { slug, city } = await params;
  return placeCard(slug, city, "es");
}
