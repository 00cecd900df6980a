// GET /program/{id}/share-image - the program page's share image (og:image and twitter:image): a 1200 x 630 PNG card
// with its name, city and state, Verified when verified, and the site name; the site's card for an unknown id.
import { programCard } from "@/features/program-page/server";

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  return programCard((await params).id);
}
