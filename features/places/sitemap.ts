import "server-only";
import { activeProgramSlice, countActivePrograms } from "@/features/places/sitemap-data";
import { programCountsByState } from "@/features/places/data";
import { BLOOD_LEAD_PATH } from "@/features/blood-lead";
import { STATIC_PAGES } from "@/features/content/guides";
import { absoluteUrl } from "@/lib/seo";
import { US_STATES, stateSlug } from "@/lib/us-states";

/**
 * sitemap.xml: one <urlset> while the site has at most 50,000 URLs (the protocol's limit per
 * file); beyond that a <sitemapindex> of /sitemaps/{n}.xml, where file 0 holds the home page,
 * guides, policies and state pages, and files 1..n the program pages, `limit` each.
 * Admin and API URLs are never listed.
 */
export const SITEMAP_LIMIT = 50_000;

type Entry = { path: string; lastModified?: Date | string };

async function fixedEntries(): Promise<Entry[]> {
  const counts = await programCountsByState();
  return [
    { path: "/" },
    ...STATIC_PAGES.map((page) => ({ path: page.path, lastModified: page.updated })),
    { path: "/contact" },
    { path: BLOOD_LEAD_PATH },
    ...US_STATES.filter((s) => (counts.get(s.code) ?? 0) > 0).map((s) => ({ path: `/states/${stateSlug(s.code)}` })),
  ];
}

async function programEntries(offset: number, limit: number): Promise<Entry[]> {
  const rows = await activeProgramSlice(offset, limit);
  return rows.map((r) => ({ path: `/program/${r.id}`, lastModified: r.updatedAt }));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const lastmod = (d: Date | string) => (typeof d === "string" ? d : d.toISOString());

function urlset(entries: Entry[], siteUrl: string): string {
  const urls = entries.map((e) => {
    const mod = e.lastModified ? `<lastmod>${lastmod(e.lastModified)}</lastmod>` : "";
    return `<url><loc>${escapeXml(absoluteUrl(e.path, siteUrl))}</loc>${mod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(files: number, siteUrl: string): string {
  const items = Array.from({ length: files }, (_, n) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemaps/${n}.xml`, siteUrl))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The body of /sitemap.xml. */
export async function renderSitemap(siteUrl: string, limit = SITEMAP_LIMIT): Promise<string> {
  const [fixed, programs] = await Promise.all([fixedEntries(), countActivePrograms()]);
  if (fixed.length + programs <= limit) return urlset([...fixed, ...(await programEntries(0, programs))], siteUrl);
  return sitemapIndex(1 + Math.ceil(programs / limit), siteUrl);
}

/** The body of /sitemaps/{n}.xml, or null when there is no such file. */
export async function renderSitemapFile(n: number, siteUrl: string, limit = SITEMAP_LIMIT): Promise<string | null> {
  const [fixed, programs] = await Promise.all([fixedEntries(), countActivePrograms()]);
  if (fixed.length + programs <= limit) return null; // one file: everything is in /sitemap.xml
  if (n === 0) return urlset(fixed, siteUrl);
  if (n < 1 || n > Math.ceil(programs / limit)) return null;
  return urlset(await programEntries((n - 1) * limit, limit), siteUrl);
}
