import { Parser } from "htmlparser2";

/**
 * Just enough HTML reading for the jobs (title, headings, meta tags, icon links, visible text): no DOM,
 * nothing executed, nothing loaded.
 *
 * Why htmlparser2: the pages come from the open web and can be hostile. The regular expressions used
 * before backtracked on unclosed tags (1 MB of `<meta ` froze the server for 56 s, four times slower per
 * doubling). htmlparser2 is a maintained, widely used streaming tokenizer that reads each character once
 * (linear time whatever the markup), forgives broken HTML the way browsers do, decodes entities, and
 * knows raw-text elements (script, style). It builds no tree: we keep only the few facts we need. Version
 * 10 is pinned because it ships CommonJS as well as ESM (11+ are ESM only, which Jest cannot load here).
 * The page is cut at PAGE_CHARS before parsing, so the work per page is bounded too.
 */
export const PAGE_CHARS = 256 * 1024;

// Real pages have a few dozen meta and link tags; more are kept no further.
const MAX_TAGS = 500;

const HIDDEN = new Set(["script", "style", "noscript", "template"]);

type Facts = {
  title: string;
  headings: string[];
  meta: Record<string, string>[];
  links: Record<string, string>[];
  text: string;
};

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

function scan(html: string): Facts {
  const facts: Facts = { title: "", headings: [], meta: [], links: [], text: "" };
  const text: string[] = [];
  let hidden = 0;
  let title: string[] | null = null;
  let sawTitle = false;
  let heading: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (HIDDEN.has(name)) hidden++;
        else if (name === "title" && !sawTitle) title = [];
        else if (name === "h1") heading = [];
        else if (name === "meta") {
          if (facts.meta.length < MAX_TAGS) facts.meta.push(attribs);
        } else if (name === "link") {
          if (facts.links.length < MAX_TAGS) facts.links.push(attribs);
        }
        text.push(" ");
      },
      ontext(data) {
        if (hidden > 0) return;
        text.push(data);
        title?.push(data);
        heading?.push(data);
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (name === "title" && title) {
          facts.title = clean(title.join(""));
          title = null;
          sawTitle = true;
        } else if (name === "h1" && heading) {
          facts.headings.push(clean(heading.join(" ")));
          heading = null;
        }
        text.push(" ");
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html.length > PAGE_CHARS ? html.slice(0, PAGE_CHARS) : html);
  facts.text = clean(text.join(""));
  return facts;
}

// The jobs ask several questions of one page in a row: parse it once.
let last: { html: string; facts: Facts } | null = null;
function facts(html: string): Facts {
  if (last?.html !== html) last = { html, facts: scan(html) };
  return last.facts;
}

export type PageFacts = { title: string; headings: string[]; siteName: string; text: string };

export function readPage(html: string): PageFacts {
  const f = facts(html);
  const siteName = f.meta.find((m) => m.property === "og:site_name")?.content ?? "";
  return { title: f.title, headings: f.headings, siteName, text: f.text };
}

/** The meta content for the first of `keys` present (property= or name=). */
export function metaContent(html: string, keys: string[]): string | null {
  const meta = facts(html).meta;
  for (const key of keys) {
    const hit = meta.find((m) => (m.property ?? m.name ?? "").toLowerCase() === key && m.content);
    if (hit) return hit.content!;
  }
  return null;
}

export type IconLink = { href: string; rel: string; size: number };

/** `<link rel="icon" | "shortcut icon" | "apple-touch-icon">` entries with their largest declared size. */
export function iconLinks(html: string): IconLink[] {
  return facts(html)
    .links.filter((l) => l.href && /(^|\s)(icon|apple-touch-icon(-precomposed)?)(\s|$)/i.test(l.rel ?? ""))
    .map((l) => {
      const sizes = (l.sizes ?? "").match(/\d+x\d+/gi) ?? [];
      const size = Math.max(0, ...sizes.map((s) => Number(s.split(/x/i)[0])));
      // Undeclared sizes: apple touch icons are 180 px by convention, plain icons usually 16-32 px.
      const fallback = /apple-touch-icon/i.test(l.rel ?? "") ? 180 : 16;
      return { href: l.href!, rel: (l.rel ?? "").toLowerCase(), size: size || fallback };
    });
}
