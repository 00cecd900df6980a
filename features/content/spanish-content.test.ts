import { existsSync } from "node:fs";
import path from "node:path";
import { CONTENT_DIR, loadGuideFile, loadPolicyFile } from "./content-file";
import { GUIDE_SLUGS, POLICY_SLUGS } from "./guides";

/**
 * Issue 54, item 3: content/guides/es and content/policies/es carry the same frontmatter as the English files
 * (dates and sources), the same sections, and say no more than the English: the same figures and the same
 * citations, section by section (the medical sentences are translations; this pins what a test can: no figure or
 * citation is added, dropped or moved to another section).
 */
const anchors = (body: string) => [...body.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]);
/** The body without link targets, anchors and code, so that only the prose's own figures count. */
const prose = (body: string) =>
  body
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{#[\w-]+\}/g, "")
    .replace(/`[^`]*`/g, "");
const figures = (body: string) => [...prose(body).matchAll(/\d+(?:[.,]\d+)*/g)].map((m) => m[0]).sort();
const citations = (body: string) => [...body.matchAll(/\(source:([\w-]+)\)/g)].map((m) => m[1]);
/** Each section's citations, by its anchor. */
const citationsBySection = (body: string) =>
  Object.fromEntries(body.split(/^## /m).slice(1).map((section) => [anchors(section)[0], citations(section)]));

const pairs = [
  ...Object.values(GUIDE_SLUGS).map((slug) => ({ kind: "guides", slug, load: loadGuideFile })),
  ...Object.values(POLICY_SLUGS).map((slug) => ({ kind: "policies", slug, load: loadPolicyFile })),
] as const;

describe("Spanish content files follow the English ones", () => {
  const present = pairs.filter(({ kind, slug }) => existsSync(path.join(CONTENT_DIR, kind, "es", `${slug}.md`)));

  it("exist for the four guides and the two policies", () => {
    expect(present.map((p) => p.slug)).toEqual(expect.arrayContaining(["chelation-guide", "choosing-guide", "detox-guide", "symptoms-guide", "privacy-policy", "terms-of-service"]));
  });

  it.each(present.map((p) => [p.slug, p] as const))("%s: same dates, sources, sections, figures and citations", (_slug, { kind, slug, load }) => {
    const en = load(path.join(CONTENT_DIR, kind, `${slug}.md`));
    const es = load(path.join(CONTENT_DIR, kind, "es", `${slug}.md`));
    const meta = (m: Record<string, unknown>) => ({ published: m.published, updated: m.updated, effective: m.effective, sourcesCheckedOn: m.sourcesCheckedOn });
    expect(meta(es.meta)).toEqual(meta(en.meta));
    const ids = (m: object) => ("sources" in m ? (m.sources as { id: string }[]).map((s) => s.id) : []);
    expect(ids(es.meta)).toEqual(ids(en.meta));
    expect(es.meta.heading).not.toBe(en.meta.heading);
    expect(anchors(es.body)).toEqual(anchors(en.body));
    expect(citationsBySection(es.body)).toEqual(citationsBySection(en.body));
    expect(figures(es.body)).toEqual(figures(en.body));
  });

  it("link to the Spanish pages of the site, never to an English one", () => {
    for (const { kind, slug, load } of present) {
      const es = load(path.join(CONTENT_DIR, kind, "es", `${slug}.md`));
      const internal = [...es.body.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]!);
      for (const href of internal) expect([slug, href]).toEqual([slug, expect.stringMatching(/^\/es\//)]);
    }
  });
});
