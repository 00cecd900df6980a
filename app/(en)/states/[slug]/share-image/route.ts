// GET /states/{slug}/share-image - the state page's share image (og:image and twitter:image): a 1200 x 630 PNG
// card with the state's name and the site name; the site's card for an unknown state.
import { placeCard } from "@/features/places/server";

export async function GET(_req: Request, { params }: { params: Promise<{ slug: string }> }) {
  return placeCard((await params).slug);
}
