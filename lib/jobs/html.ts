/**
 * Just enough HTML reading for the jobs (title, headings, meta tags, icon links, visible text), with
 * regular expressions over a size-capped page: no DOM, nothing executed, nothing loaded.
 */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower]!;
    const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : lower.startsWith("#") ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The attributes of one start tag, names lower-cased, values entity-decoded. */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<\s*[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const m of inner.matchAll(re)) out[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

export function startTags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => attributes(m[0]));
}

const stripTags = (s: string) => decodeEntities(s.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();

function elementTexts(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}\\s*>`, "gi"))].map((m) => stripTags(m[1]!));
}

export type PageFacts = { title: string; headings: string[]; siteName: string; text: string };

export function readPage(html: string): PageFacts {
  const withoutCode = html.replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  const meta = startTags(html, "meta");
  const siteName = meta.find((m) => m.property === "og:site_name")?.content ?? "";
  return {
    title: elementTexts(withoutCode, "title")[0] ?? "",
    headings: elementTexts(withoutCode, "h1"),
    siteName,
    text: stripTags(withoutCode),
  };
}

/** The meta content for the first of `keys` present (property= or name=). */
export function metaContent(html: string, keys: string[]): string | null {
  const meta = startTags(html, "meta");
  for (const key of keys) {
    const hit = meta.find((m) => (m.property ?? m.name ?? "").toLowerCase() === key && m.content);
    if (hit) return hit.content!;
  }
  return null;
}

export type IconLink = { href: string; rel: string; size: number };

/** `<link rel="icon" | "shortcut icon" | "apple-touch-icon">` entries with their largest declared size. */
export function iconLinks(html: string): IconLink[] {
  return startTags(html, "link")
    .filter((l) => l.href && /(^|\s)(icon|apple-touch-icon(-precomposed)?)(\s|$)/i.test(l.rel ?? ""))
    .map((l) => {
      const sizes = (l.sizes ?? "").match(/\d+x\d+/gi) ?? [];
      const size = Math.max(0, ...sizes.map((s) => Number(s.split(/x/i)[0])));
      // Undeclared sizes: apple touch icons are 180 px by convention, plain icons usually 16-32 px.
      const fallback = /apple-touch-icon/i.test(l.rel ?? "") ? 180 : 16;
      return { href: l.href!, rel: (l.rel ?? "").toLowerCase(), size: size || fallback };
    });
}
