import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// What the Spanish pages' e2e tests share (issue 54): the list of English interface strings, the page's text outside
// the providers' and sources' own words (lang="en"), the check that no English is left, and axe.

type Tree = { [key: string]: string | Tree };
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
const catalogue = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as Tree;

/**
 * The English interface strings: every English message that differs from its Spanish one (names such as the
 * site's stay the same in both), and the English words of the page's own code, cut to whole phrases.
 */
const spanish = new Set(leaves(catalogue("es")));
export const ENGLISH_UI = [
  ...leaves(catalogue("en"))
    .filter((s) => !spanish.has(s) && s.length > 3)
    .map((s) => s.split(/\{\w+\}/)[0]!.trim())
    .filter((s) => s.length > 3),
  "What CDC and the AAP recommend",
  "Next step",
  "within 3 months",
  "Go to the emergency room",
  "Chelation",
  "Sources checked",
  "Breadcrumb",
];

/** The page's text and labels outside elements marked lang="en" (the providers' and sources' own words) and citations of English sources. */
export async function spanishText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (el: Element) => {
      if (el.closest("[lang]")?.getAttribute("lang") === "en") return;
      // A guide's citation of an English source (hreflang="en"): its words name the source ("Pediatrics, 2006").
      if (el.matches('a[hreflang="en"]')) return;
      if (el.matches("script, style, template, noscript")) return;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const v = el.getAttribute(attr);
        if (v) parts.push(v);
      }
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
        else if (node.nodeType === Node.ELEMENT_NODE) walk(node as Element);
      }
    };
    walk(document.body);
    parts.push(document.title);
    return parts.join(" ").replace(/\s+/g, " ");
  });
}

/** Fails, naming `where`, when an English interface string appears on the page as a whole phrase. */
export async function expectNoEnglish(page: Page, where: string, extra: string[] = []) {
  // Proper names that Spanish text uses as they are: the national poison line's and the site's.
  const text = (await spanishText(page)).replaceAll("Poison Help", "").replaceAll("Poison Control", "").replaceAll("Heavy Metal Detox Directory", "");
  // Whole words only: "Contact" is English, "Contacto" is not.
  const found = [...ENGLISH_UI, ...extra].filter((s) => new RegExp(`(^|[^\\p{L}])${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text));
  expect([where, found]).toEqual([where, []]);
}

/** axe (WCAG 2.1 A and AA) violations on the page, as "id target" lines: expect it toEqual([]). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours read mid-fade are not the page's colours: the map's cluster icons fade in after the map fits its bounds
  // (Leaflet.markercluster sets their opacity, then animates it), and axe read their counts at 1.9:1. Wait until no
  // finite animation runs, the map is not animating, and every marker is fully opaque.
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity) &&
      !document.querySelector(".leaflet-cluster-anim, .leaflet-zoom-anim") &&
      [...document.querySelectorAll(".leaflet-marker-icon")].every((icon) => getComputedStyle(icon).opacity === "1"),
    undefined,
    { timeout: 10_000 },
  );
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
