// GET /es/program/{id}/share-image - the Spanish program page's share image, in Spanish (see the English route).
import { programCard } from "@/features/program-page/server";

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  return programCard((await params).id, "es");
}
