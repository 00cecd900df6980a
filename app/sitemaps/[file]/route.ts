// GET /sitemaps/{n}.xml - one file of the sitemap index, used only past 50,000 URLs.
import { env } from "@/lib/env";
import { renderSitemapFile } from "@/features/places/server";

export const dynamic = "force-dynamic";

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const body = match ? await renderSitemapFile(Number(match[1]), env.SITE_URL) : null;
  if (body === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
