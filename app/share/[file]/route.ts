// GET /share/{guide}.png - a guide's share image (features/content/share-card.tsx).
import { guideShareImage } from "@/features/content/server";

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = await guideShareImage((await params).file);
  return image ?? new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}
