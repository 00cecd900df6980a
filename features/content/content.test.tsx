import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { render, screen, within } from "@testing-library/react";
import { loadGuideFile, type ContentSource } from "@/features/content/content-file";
import { GuideDocument } from "@/features/content/content-page";
import { COST_FIGURES_DATE } from "@/features/content/cost-table";
import { GUIDE_SLUGS, POLICY_SLUGS, loadGuide, loadPolicy, type GuideKey, type PolicyKey } from "@/features/content/guides";
import { renderMarkdown } from "@/features/content/markdown";
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

  it("renders the :::table, :::checklist and :::cost-table blocks", () => {
    const body = [":::table Drugs by condition", "| Condition | Drugs |", "|---|---|", "| Lead | Succimer |", ":::", "", ":::checklist", "- First", "- Second", ":::", "", ":::cost-table", ":::"].join("\n");
    const { container } = render(createElement("div", null, ...renderMarkdown(body, "x.md").nodes));
    const [table, costs] = container.querySelectorAll("table");
    expect(table!.querySelector("caption")).toHaveTextContent("Drugs by condition");
    expect(table!.querySelector('tbody th[scope="row"]')).toHaveTextContent("Lead");
    expect(container.querySelectorAll("ul.\\!list-none li svg")).toHaveLength(2);
    expect(costs!.querySelector("caption")).toHaveTextContent(COST_FIGURES_DATE);
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

  it("give the cost figures' date in the choosing guide's text as the cost table does", () => {
    expect(loadGuide("choosing").body).toContain(`as of ${COST_FIGURES_DATE}`);
  });
});
