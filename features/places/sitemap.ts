import "server-only";
import { activeProgramSlice, countActivePrograms } from "@/features/places/sitemap-data";
import { allCities } from "@/features/places/cities";
import { cityPath } from "@/features/places/city-slug";
import { BLOOD_LEAD_PATH } from "@/features/blood-lead";
import { STATIC_PAGES } from "@/features/content/server";
import { isTranslated, localePath } from "@/lib/i18n/locales";
import { absoluteUrl, languageAlternates } from "@/lib/seo";
import { US_STATES, stateSlug } from "@/lib/us-states";

/**
 * sitemap.xml: one <urlset> while the site has at most 50,000 URLs (the protocol's limit per
 * file); beyond that a <sitemapindex> of /sitemaps/{n}.xml: first the files of the home page, guides,
 * policies, state and city pages (one while they fit), then those of the program pages, `limit` URLs each (a program
 * page and its Spanish copy are two).
 * Admin and API URLs are never listed. A state or city page's lastmod is the newest change of a program it lists.
 * A page that exists in Spanish too is followed by its /es copy, and both carry the same hreflang alternates
 * (en, es, x-default), so each names the other (docs/i18n.md).
 */
export const SITEMAP_LIMIT = 50_000;

type Entry = { path: string; lastModified?: Date | string };

/** Every URL but the program pages: fixed pages, /states, then each state with a listed program and its cities. */
async function headEntries(): Promise<Entry[]> {
  const { byState } = await allCities();
  // /states lists every state: its lastmod, the newest change of any listed program.
  const places: Entry[] = [{ path: "/states" }];
  for (const s of US_STATES) {
    const cities = (byState.get(s.code) ?? []).filter((c) => c.listed > 0);
    if (cities.length === 0) continue;
    const newest = cities.reduce<string | undefined>((a, c) => (c.updatedAt && (!a || c.updatedAt > a) ? c.updatedAt : a), undefined);
    places.push({ path: `/states/${stateSlug(s.code)}`, lastModified: newest });
    if (newest && (!places[0]!.lastModified || newest > places[0]!.lastModified)) places[0]!.lastModified = newest;
    for (const c of cities) places.push({ path: cityPath(stateSlug(s.code), c.slug), lastModified: c.updatedAt ?? undefined });
  }
  const english: Entry[] = [
    { path: "/" },
    ...STATIC_PAGES.map((page) => ({ path: page.path, lastModified: page.updated })),
    { path: "/contact" },
    { path: BLOOD_LEAD_PATH },
    ...places,
  ];
  return withSpanish(english);
}

/** Each entry followed by its /es copy where the page exists in Spanish. */
const withSpanish = (english: Entry[]): Entry[] => english.flatMap((e) => (isTranslated(e.path) ? [e, { ...e, path: localePath("es", e.path) }] : [e]));

/** Each program page, followed by its Spanish copy: two URLs a program. */
async function programEntries(offset: number, limit: number): Promise<Entry[]> {
  const rows = await activeProgramSlice(offset, limit);
  return withSpanish(rows.map((r) => ({ path: `/program/${r.id}`, lastModified: r.updatedAt })));
}

/** Programs a sitemap file holds: `limit` URLs, two a program (at least one program a file). */
const programsPerFile = (limit: number) => Math.max(1, Math.floor(limit / 2));

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const lastmod = (d: Date | string) => (typeof d === "string" ? d : d.toISOString());

function urlset(entries: Entry[], siteUrl: string): string {
  const urls = entries.map((e) => {
    const mod = e.lastModified ? `<lastmod>${lastmod(e.lastModified)}</lastmod>` : "";
    const languages = languageAlternates(e.path);
    const alternates = languages
      ? Object.entries(languages)
          .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(absoluteUrl(path, siteUrl))}"/>`)
          .join("")
      : "";
    return `<url><loc>${escapeXml(absoluteUrl(e.path, siteUrl))}</loc>${mod}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(files: number, siteUrl: string): string {
  const items = Array.from({ length: files }, (_, n) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemaps/${n}.xml`, siteUrl))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The body of /sitemap.xml. */
export async function renderSitemap(siteUrl: string, limit = SITEMAP_LIMIT): Promise<string> {
  const [head, programs] = await Promise.all([headEntries(), countActivePrograms()]);
  if (head.length + 2 * programs <= limit) return urlset([...head, ...(await programEntries(0, programs))], siteUrl);
  return sitemapIndex(Math.ceil(head.length / limit) + Math.ceil(programs / programsPerFile(limit)), siteUrl);
}

/** The body of /sitemaps/{n}.xml, or null when there is no such file. */
export async function renderSitemapFile(n: number, siteUrl: string, limit = SITEMAP_LIMIT): Promise<string | null> {
  const [head, programs] = await Promise.all([headEntries(), countActivePrograms()]);
  if (head.length + 2 * programs <= limit) return null; // one file: everything is in /sitemap.xml
  const headFiles = Math.ceil(head.length / limit);
  if (n < headFiles) return urlset(head.slice(n * limit, (n + 1) * limit), siteUrl);
  const k = n - headFiles;
  const perFile = programsPerFile(limit);
  if (k >= Math.ceil(programs / perFile)) return null;
  return urlset(await programEntries(k * perFile, perFile), siteUrl);
}
