import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { render, screen, within } from "@testing-library/react";
import { loadGuideFile, type ContentSource } from "@/features/content/content-file";
import { CONTENT_SLUGS, GuideDocument, SPANISH_CONTENT_SLUGS, contentPageMetadata } from "@/features/content/content-page";
import { GUIDE_SLUGS, POLICY_SLUGS, loadGuide, loadPolicy, type GuideKey, type PolicyKey } from "@/features/content/guides";
import { renderMarkdown } from "@/features/content/markdown";
import nextConfig from "@/next.config";
import { countWords, readingMinutes } from "@/features/content/reading-time";

const dir = mkdtempSync(path.join(os.tmpdir(), "content-test-"));
let n = 0;
/** A content file in a temporary folder, named after the test. */
function fixture(front: string, body: string): string {
  const file = path.join(dir, `fixture-${++n}.md`);
  writeFileSync(file, `---\n${front.trim()}\n---\n\n${body}\n`);
  return file;
}

const FRONT = `
heading: Test Guide
title: "Test Guide: a fixture"
description: A guide written for the tests.
published: 2026-11-22
updated: 2026-11-23
sourcesCheckedOn: 2026-11-23
intro: Two words.
cta:
  label: Search
  text: Three more words.
`;
const SOURCES = `
sources:
  - id: cdc
    publisher: Centers for Disease Control and Prevention
    title: A page the text rests on
    url: https://www.cdc.gov/page.html
`;
const OWN_WORDS = countWords("Test Guide Two words. Three more words.");

describe("frontmatter", () => {
  it("refuses a guide that lists no sources, naming the file and the field", () => {
    const file = fixture(FRONT, "## Part {#part}\n\nText.");
    expect(() => loadGuideFile(file)).toThrow(new RegExp(`${path.basename(file)}: frontmatter field "sources"`));
    const empty = fixture(`${FRONT}\nsources: []`, "Text.");
    expect(() => loadGuideFile(empty)).toThrow(/frontmatter field "sources": must list at least one source/);
  });

  it("names a bad date, a missing source address and a misspelt field", () => {
    expect(() => loadGuideFile(fixture(FRONT.replace("updated: 2026-11-23", "updated: 23/11/2026") + SOURCES, "Text."))).toThrow(
      /frontmatter field "updated": must be a date written YYYY-MM-DD/,
    );
    expect(() => loadGuideFile(fixture(FRONT + SOURCES.replace(/ {4}url: .*\n/, ""), "Text."))).toThrow(/frontmatter field "sources\.0\.url"/);
    expect(() => loadGuideFile(fixture(`${FRONT}${SOURCES}\nbadge: [Safety focused]`, "Text."))).toThrow(/"badge"/);
    expect(() => loadGuideFile(fixture(FRONT + SOURCES, "Text."))).not.toThrow();
  });

  it("refuses a file without frontmatter or with broken YAML", () => {
    const none = path.join(dir, "none.md");
    writeFileSync(none, "## Part {#part}\n");
    expect(() => loadGuideFile(none)).toThrow(/none\.md: must start with frontmatter/);
    expect(() => loadGuideFile(fixture(`${FRONT}\nintro: [unclosed`, "Text."))).toThrow(/frontmatter is not valid YAML/);
  });
});

describe("rendering the body", () => {
  const sources = [{ id: "cdc", publisher: "CDC", title: "A page", url: "https://www.cdc.gov/page.html" }] satisfies ContentSource[];

  it("builds the table of contents from the ## headings and gives each heading its id", () => {
    const body = "## First part {#first}\n\nText.\n\n### A detail\n\nMore.\n\n## The *second* part {#second}\n\n- one\n- two";
    const { nodes, toc } = renderMarkdown(body, "test.md");
    expect(toc).toEqual([
      { id: "first", title: "First part" },
      { id: "second", title: "The second part" },
    ]);
    const { container } = render(createElement("div", null, ...nodes));
    expect(container.querySelector("h2#first")).toHaveTextContent(/^First part$/);
    expect(container.querySelector("h2#second em")).toHaveTextContent("second");
    expect(container.querySelector("h3")).not.toHaveAttribute("id");
  });

  it("shows the table of contents on the page, linked to the headings", () => {
    const file = fixture(FRONT + SOURCES, "## Where it starts {#start}\n\nText.\n\n## Where it ends {#end}\n\nText.");
    render(<GuideDocument doc={loadGuideFile(file)} slug="test-guide" />);
    const toc = within(screen.getByRole("navigation", { name: "In this guide" }));
    expect(toc.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Where it starts", "#start"],
      ["Where it ends", "#end"],
    ]);
  });

  it("links source:<id> to the frontmatter's source, and refuses one it does not list", () => {
    const { nodes } = renderMarkdown("As [the CDC says](source:cdc), see [our guide](/detox-guide).", "test.md", sources);
    const { container } = render(createElement("div", null, ...nodes));
    const [source, internal] = container.querySelectorAll("a");
    expect(source).toHaveAttribute("href", "https://www.cdc.gov/page.html");
    expect(source).toHaveAttribute("title", "CDC: A page");
    expect(internal).toHaveAttribute("href", "/detox-guide");
    expect(() => renderMarkdown("As [the FDA says](source:fda).", "guides/x.md", sources)).toThrow(
      'guides/x.md: links to source "fda", which its frontmatter does not list',
    );
  });

  it("refuses a ## heading without an id, an id used twice, raw HTML and unknown blocks", () => {
    expect(() => renderMarkdown("## No id\n\nText.", "x.md")).toThrow(/x\.md: "## No id" needs an \{#id\}/);
    expect(() => renderMarkdown("## A {#a}\n\n## B {#a}", "x.md")).toThrow(/the id "a" is used twice/);
    expect(() => renderMarkdown("## A {#sources}", "x.md")).toThrow(/the id "sources" is used twice/);
    expect(() => renderMarkdown("Text <b>bold</b>.", "x.md")).toThrow(/Markdown "html" is not supported/);
    expect(() => renderMarkdown(":::callout\nText.\n:::", "x.md")).toThrow(/unknown block ":::callout"/);
  });

  it("renders the :::table and :::checklist blocks, and no longer knows :::cost-table", () => {
    const body = [":::table Drugs by condition", "| Condition | Drugs |", "|---|---|", "| Lead | Succimer |", ":::", "", ":::checklist", "- First", "- Second", ":::"].join("\n");
    const { container } = render(createElement("div", null, ...renderMarkdown(body, "x.md").nodes));
    const table = container.querySelector("table");
    expect(table!.querySelector("caption")).toHaveTextContent("Drugs by condition");
    expect(table!.querySelector('tbody th[scope="row"]')).toHaveTextContent("Lead");
    expect(container.querySelectorAll("ul.\\!list-none li svg")).toHaveLength(2);
    // The unsourced typical-charges table is gone (issue 31, correction 3).
    expect(() => renderMarkdown(":::cost-table\n:::", "x.md")).toThrow(/unknown block ":::cost-table"/);
  });
});

describe("reading time", () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

  it("is computed from the words of the file: title, intro, body and call to action", () => {
    for (const minutes of [3, 5]) {
      const bodyWords = 230 * minutes - OWN_WORDS;
      const file = fixture(FRONT + SOURCES, `## Part {#part}\n\n${words(bodyWords - 1)}`);
      const { container, unmount } = render(<GuideDocument doc={loadGuideFile(file)} slug="test-guide" />);
      expect(container.querySelector("[data-words]")).toHaveAttribute("data-words", String(230 * minutes));
      expect(screen.getByText(`${readingMinutes(230 * minutes)} min read`)).toBeInTheDocument();
      expect(readingMinutes(230 * minutes)).toBe(minutes);
      unmount();
    }
  });
});

describe("the content files", () => {
  it("are each served by the one [slug] page at /<file name>, and nothing else is", () => {
    const files = ["guides", "policies"].flatMap((d) => readdirSync(path.join(__dirname, "../../content", d)).filter((f) => f.endsWith(".md")).map((f) => f.slice(0, -3)));
    expect([...CONTENT_SLUGS].sort()).toEqual(files.sort());
    for (const slug of CONTENT_SLUGS) expect(contentPageMetadata(slug).alternates?.canonical).toMatch(new RegExp(`/${slug}$`));
    for (const slug of ["about", "constructor", "__proto__", "detox-guide/x", "Detox-Guide"]) expect(() => contentPageMetadata(slug)).toThrow();
  });

  it("keep their top-level URLs through next.config.ts's one rewrite to that page, and the Spanish ones theirs under /es", async () => {
    const [rewrite, spanish, ...others] = (await nextConfig.rewrites!()) as { source: string; destination: string }[];
    expect(others).toEqual([]);
    expect(rewrite!.destination).toBe("/content/:slug");
    expect(/^\/:slug\(([a-z0-9|-]+)\)$/.exec(rewrite!.source)?.[1]?.split("|").sort()).toEqual([...CONTENT_SLUGS].sort());
    expect(spanish!.destination).toBe("/es/content/:slug");
    expect(/^\/es\/:slug\(([a-z0-9|-]+)\)$/.exec(spanish!.source)?.[1]?.split("|").sort()).toEqual([...SPANISH_CONTENT_SLUGS].sort());
    const redirects = await nextConfig.redirects!();
    expect(redirects).toEqual(expect.arrayContaining([expect.objectContaining({ source: "/es/content/:slug", destination: "/es/:slug", permanent: true })]));
  });

  it("all load and render, each guide with a table of contents and its sources", () => {
    for (const key of Object.keys(GUIDE_SLUGS) as GuideKey[]) {
      const doc = loadGuide(key);
      const { toc } = renderMarkdown(doc.body, doc.file, doc.meta.sources);
      expect(toc.length).toBeGreaterThan(4);
      expect(doc.meta.sources.length).toBeGreaterThan(3);
    }
    for (const key of Object.keys(POLICY_SLUGS) as PolicyKey[]) renderMarkdown(loadPolicy(key).body, loadPolicy(key).file);
  });

  it("spell a source shared by several guides the same way in each", () => {
    const seen = new Map<string, ContentSource>();
    for (const key of Object.keys(GUIDE_SLUGS) as GuideKey[]) {
      for (const source of loadGuide(key).meta.sources) {
        expect({ file: loadGuide(key).file, source }).toEqual({ file: loadGuide(key).file, source: seen.get(source.id) ?? source });
        seen.set(source.id, source);
      }
    }
  });

  it("keep the corrections of the toxicology fact-check (issue 31): TACT2's own conclusion, not \"routine\"", () => {
    const chelation = loadGuide("chelation").body.replace(/\s+/g, " ");
    expect(chelation).toContain('"do not support the clinical use of chelation to reduce CVD [cardiovascular disease] risk"');
    expect(chelation).toContain("([JAMA, 2024](source:tact2))");
    expect(chelation).not.toMatch(/routine treatment for heart disease/);
  });

  // Issue 31's fact-check: each corrected sentence pinned, so a later edit cannot bring the error back.
  const text = (key: GuideKey) => loadGuide(key).body.replace(/\s+/g, " ");
  const cites = (key: GuideKey, id: string) => loadGuide(key).meta.sources.some((s) => s.id === id) && text(key).includes(`(source:${id})`);

  it("1: edetate disodium was approved (for high calcium and digitalis rhythm problems) and withdrawn on June 12, 2008", () => {
    for (const key of ["chelation", "detox"] as const) {
      expect(text(key)).toContain("approved only as an emergency treatment for very high blood calcium and for heart rhythm problems caused by digitalis");
      expect(text(key)).toContain("June 12, 2008");
      expect(text(key)).toContain("withdrew every approval");
      expect(text(key)).not.toMatch(/no approved chelation use|approved edetate disodium for no chelation use/);
      expect(cites(key, "fr2008Edetate")).toBe(true);
    }
  });

  it("2: of the CDC's three 2003-2005 deaths, only the two children are documented as given edetate disodium", () => {
    expect(text("chelation")).toContain("the two children are documented as having been given edetate disodium, while for the adult the form of the drug was not specified");
    expect(text("chelation")).not.toContain("The CDC reported three such deaths");
    expect(cites("chelation", "brown2006")).toBe(true);
  });

  it("3: the choosing guide publishes no unsourced price table and no per-session IV price", () => {
    expect(text("choosing")).toContain("We do not publish price ranges.");
    expect(text("choosing")).not.toMatch(/\$\d|per session|:::cost-table|typical charges/i);
  });

  it("5: dimercaprol is for arsenic and inorganic mercury, not methylmercury", () => {
    expect(text("chelation")).toContain("| Arsenic and inorganic mercury poisoning | Dimercaprol (BAL); not for methylmercury |");
    expect(text("chelation")).toContain("It is not used for methylmercury, the form found in fish, because it can carry mercury into the brain");
    expect(text("chelation")).not.toContain("| Arsenic and mercury poisoning |");
  });

  it("6: PEHSUs serve pregnancy as well as children", () => {
    expect(text("detox")).toContain("(PEHSU) for children, and before and during pregnancy");
    expect(text("choosing")).toContain("from before conception and in pregnancy through adolescence");
  });

  it("8: a swallowed lead object or fishing weight means a same-day X-ray, not only a call", () => {
    expect(text("symptoms")).toContain("expect the child to need an X-ray the same day, at your doctor's or in an emergency room");
    expect(cites("symptoms", "leadSinker")).toBe(true);
  });

  it("9: Medicare does not cover EDTA chelation for atherosclerosis (NCDs 20.21 and 20.22)", () => {
    for (const key of ["chelation", "choosing"] as const) {
      expect(text(key)).toContain("Medicare does not cover EDTA chelation to treat or prevent atherosclerosis");
      expect(cites(key, "cmsNcd2021") && cites(key, "cmsNcd2022")).toBe(true);
    }
  });

  it("10: chelation is not supported for chronic cadmium poisoning", () => {
    expect(text("chelation")).toContain("Chelation is also not supported for long-term (chronic) cadmium poisoning");
    expect(cites("chelation", "smithCadmium")).toBe(true);
  });

  it("11: keep breastfeeding when the mother's blood lead is under 40 µg/dL", () => {
    expect(text("chelation")).toContain("the CDC advises mothers whose blood lead is below 40 µg/dL to breastfeed");
    expect(cites("chelation", "cdcBreastfeeding")).toBe(true);
  });

  it("12: honey on the way to the ER for a swallowed button battery (over 1 year, within 12 hours)", () => {
    expect(text("symptoms")).toContain("if the child is over 1 year old, can swallow, and swallowed the battery within the last 12 hours, give 2 teaspoons (10 mL) of honey every 10 minutes, up to 6 times; never let this delay the trip");
    expect(cites("symptoms", "ncpcBattery")).toBe(true);
  });

  it("16: the privacy policy says the pages read can reveal a health interest, and that searches and test results never reach Google", () => {
    const privacy = loadPolicy("privacy").body.replace(/\s+/g, " ");
    expect(privacy).toContain("the pages you read can say something about your health or your family's");
    expect(privacy).toContain("What you type never goes to them");
    expect(privacy).toContain("a test result you enter there never reaches Google");
    expect(privacy).toContain("The pages you read can still reveal a health interest");
  });

  it("13: no stale NCCAM page or 2002 CDC case-management chapter; CDC's current Recommended Actions instead", () => {
    for (const key of Object.keys(GUIDE_SLUGS) as GuideKey[]) {
      const urls = loadGuide(key).meta.sources.map((s) => s.url);
      expect(urls.some((u) => u.includes("nccam.nih.gov") || u.includes("caseManage_chap3"))).toBe(false);
    }
    expect(cites("chelation", "cdcActions") && cites("detox", "cdcActions") && cites("choosing", "cdcActions")).toBe(true);
    expect(loadGuide("detox").meta.sources.find((s) => s.id === "fdaAmalgam")?.date).toBe("September 24, 2020");
  });
});

// Issue 50, items 13-15: the content fixes of the toxicology review, each pinned.
describe("the guides after issue 50's review", () => {
  const text = (key: GuideKey) => loadGuide(key).body.replace(/\s+/g, " ");
  const sourceOf = (key: GuideKey, id: string) => loadGuide(key).meta.sources.find((s) => s.id === id);
  const cites = (key: GuideKey, id: string) => sourceOf(key, id) !== undefined && text(key).includes(`(source:${id})`);
  const allSources = () => (Object.keys(GUIDE_SLUGS) as GuideKey[]).flatMap((key) => loadGuide(key).meta.sources.map((source) => ({ key, ...source })));

  it("13: the choosing guide cites EPA's PEHSU page for the PEHSUs' scope, not CDC's 2010 pregnancy guideline", () => {
    expect(text("choosing")).toContain("from before conception and in pregnancy through adolescence ([EPA](source:epaPehsu))");
    expect(sourceOf("choosing", "epaPehsu")?.url).toBe("https://www.epa.gov/children/pediatric-environmental-health-specialty-units");
    expect(text("choosing")).not.toContain("source:cdcPregnancy2010");
  });

  it("14: who may chelate: medical toxicology (ABEM, ABP, ABPM) and occupational medicine (ABPM); pediatricians and obstetricians work with a toxicologist or PEHSU", () => {
    const choosing = text("choosing");
    expect(choosing).toContain(
      "board certified in the medical toxicology subspecialty through the American Board of Emergency Medicine (ABEM), the American Board of Pediatrics (ABP) or the American Board of Preventive Medicine (ABPM)",
    );
    expect(choosing).toContain("occupational medicine physicians, board certified by the ABPM");
    expect(choosing).toContain("A pediatrician caring for a child, or an obstetrician caring for a pregnancy, works with a medical toxicologist or a PEHSU.");
    expect(cites("choosing", "abemMedTox") && cites("choosing", "abpmOccMed")).toBe(true);
    // Certification in preventive medicine or pediatrics is not offered as a qualification to chelate.
    expect(choosing).not.toMatch(/preventive medicine, or pediatrics|occupational or preventive medicine/);
    expect(choosing).toContain("Are they board certified in medical toxicology or occupational medicine, and if not, which medical toxicologist or PEHSU do they work with?");
  });

  it("1: the symptoms guide lists the early signs of lead encephalopathy and sends the child to 911 or the ER whatever the number, with its sources", () => {
    const symptoms = text("symptoms");
    expect(symptoms).toContain("**Call 911 or go to the emergency room now, whatever the blood lead number**");
    expect(symptoms).toContain("has persistent vomiting, unusual sleepiness, irritability, unsteady walking, a headache or a seizure");
    expect(symptoms).toContain("early signs of lead encephalopathy");
    expect(cites("symptoms", "pehsuSymptoms") && cites("symptoms", "aap2005")).toBe(true);
    expect(sourceOf("symptoms", "aap2005")?.url).toBe("https://doi.org/10.1542/peds.2005-1947");
  });

  it("15: no weak or stale source: the Ontario and Montreal battery pages, the old FDA fish URL, the dental academy, old clinicaltrials.gov links", () => {
    const urls = allSources().map((s) => s.url);
    expect(urls.filter((u) => /ucm536514|clinicaltrials\.gov\/ct2\/show|ontariopoisoncentre|montrealchildrenshospital|agd\.org/.test(u))).toEqual([]);
    expect(urls.filter((u) => u.includes("clinicaltrials.gov"))).toEqual(["https://clinicaltrials.gov/study/NCT00342849"]);
    expect(cites("symptoms", "ncpcBattery")).toBe(true);
    expect(sourceOf("symptoms", "ncpcBattery")?.url).toBe("https://www.poison.org/battery/guideline");
    expect(text("symptoms")).not.toMatch(/Ontario Poison Centre|Montreal Children's Hospital/);
    for (const key of ["detox", "symptoms"] as const) expect(sourceOf(key, "fdaEpaFish")?.url).toMatch(/^https:\/\/www\.fda\.gov\/food\/consumers\//);
    const amalgam = sourceOf("detox", "fdaAmalgam");
    expect(amalgam?.url).toMatch(/^https:\/\/www\.fda\.gov\/medical-devices\/safety-communications\/recommendations-about-use-dental-amalgam/);
    expect(amalgam?.publisher).toBe("U.S. Food and Drug Administration");
  });

  it("15: CDC's 2010 pregnancy guideline is cited at one address, in the guides and on the blood lead page", () => {
    const guideUrls = new Set(allSources().filter((s) => s.id === "cdcPregnancy2010").map((s) => s.url));
    const page = readFileSync(path.join(__dirname, "../blood-lead/sources.ts"), "utf8");
    const pageUrl = /cdcPregnancy2010: \{[^}]*url: "([^"]+)"/.exec(page)?.[1];
    expect(pageUrl).toBeDefined();
    expect([...guideUrls, pageUrl]).toEqual(["https://stacks.cdc.gov/view/cdc/147837", "https://stacks.cdc.gov/view/cdc/147837"]);
  });
});
