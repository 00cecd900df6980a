// GET /sitemap.xml - every public page: home, guides, policies, state pages with programs, active programs.
import { env } from "@/lib/env";
import { renderSitemap } from "@/features/places/server";

export const dynamic = "force-dynamic";

export async function GET() {
  const body = await renderSitemap(env.SITE_URL);
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
