// GET /es/states/{slug}/{city}/share-image - the city page's share image (og:image and twitter:image): a 1200 x 630
// PNG card with "City, ST" and the site name, in Spanish; the site's card for an unknown city.
import { placeCard } from "@/features/places/server";

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string; city: string }> }) {
  const { slug, city } = await params;
  return placeCard(slug, city, "es");
}
