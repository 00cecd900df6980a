import { render } from "@testing-library/react";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { ContentPage, SPANISH_CONTENT_SLUGS, contentPageMetadata } from "@/features/content/content-page";
import { guideImageAlt, guideImagePath } from "@/features/content/guide-image";
import { GUIDE_SLUGS, POLICY_SLUGS, loadGuide, loadPolicy, type GuideKey, type PolicyKey } from "@/features/content/guides";
import { longDate } from "@/features/content/long-date";
import { renderMarkdown } from "@/features/content/markdown";
import { isTranslated, englishPath } from "@/lib/i18n/locales";

/**
 * Issue 54: the guides and policies at /es/<slug> (app/es/content/[slug]/page.tsx), their frame in Spanish around the
 * Spanish content files, their metadata (canonical /es/<slug>, hreflang both ways) and their links.
 */
type Tree = { [key: string]: string | Tree };
const leaves = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === "string" ? [v] : leaves(v)));
/** The English frame's words that are not also the Spanish ones (cut before a placeholder). */
const spanishFrame = new Set(leaves(es.content));
const ENGLISH_FRAME = leaves(en.content)
  .filter((s) => !spanishFrame.has(s))
  .map((s) => s.split(/\{\w+\}/)[0]!.trim())
  .filter((s) => s.length > 3);

/** The page's text outside elements marked lang="en" (the sources' own titles). */
function spanishText(root: HTMLElement): string {
  const clone = root.cloneNode(true) as HTMLElement;
  for (const el of clone.querySelectorAll('[lang="en"], script')) el.remove();
  const attrs = [...clone.querySelectorAll("[aria-label], [title]")].map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("title") ?? ""}`);
  return `${clone.textContent} ${attrs.join(" ")}`;
}

const GUIDES = Object.keys(GUIDE_SLUGS) as GuideKey[];
const POLICIES = Object.keys(POLICY_SLUGS) as PolicyKey[];

describe("the Spanish guides and policies", () => {
  it("are the six content files of content/guides/es and content/policies/es", () => {
    expect([...SPANISH_CONTENT_SLUGS].sort()).toEqual(["chelation-guide", "choosing-guide", "detox-guide", "privacy-policy", "symptoms-guide", "terms-of-service"]);
    for (const slug of ["about", "constructor", "__proto__", "detox-guide/x"]) expect(() => contentPageMetadata(slug, "es")).toThrow();
  });

  it.each(GUIDES.map((key) => [GUIDE_SLUGS[key], key] as const))("%s: metadata from the Spanish frontmatter, canonical /es, hreflang both ways, a Spanish share card", (slug, key) => {
    const { meta } = loadGuide(key, "es");
    const m = contentPageMetadata(slug, "es");
    expect(m.title).toBe(meta.title);
    expect(m.description).toBe(meta.description);
    expect(m.alternates).toEqual({ canonical: `/es/${slug}`, languages: { en: `/${slug}`, es: `/es/${slug}`, "x-default": `/${slug}` } });
    expect(contentPageMetadata(slug).alternates).toEqual({ canonical: `/${slug}`, languages: { en: `/${slug}`, es: `/es/${slug}`, "x-default": `/${slug}` } });
    expect(m.openGraph).toMatchObject({ locale: "es_US", url: `/es/${slug}`, images: [{ url: `/share/es-${slug}.png`, alt: `${meta.heading}: una guía de Heavy Metal Detox Directory` }] });
  });

  it.each(POLICIES.map((key) => [POLICY_SLUGS[key], key] as const))("%s: metadata from the Spanish frontmatter", (slug, key) => {
    const m = contentPageMetadata(slug, "es");
    expect(m.title).toBe(loadPolicy(key, "es").meta.title);
    expect(m.alternates?.canonical).toBe(`/es/${slug}`);
  });

  it.each(GUIDES.map((key) => [GUIDE_SLUGS[key], key] as const))("%s: the frame in Spanish, dates es-US, JSON-LD inLanguage es, sources marked English", (slug, key) => {
    const { meta } = loadGuide(key, "es");
    const { container } = render(<ContentPage slug={slug} locale="es" />);
    expect(container.querySelector("h1")?.textContent).toBe(meta.heading);
    const text = spanishText(container);
    for (const words of ["Inicio", "En esta guía", "Su próximo paso", "Aviso médico", "Fuentes", "min de lectura", "Última actualización:", "Las fuentes están en inglés"]) expect([slug, text]).toEqual([slug, expect.stringContaining(words)]);
    expect(text).toContain(`Fuentes revisadas el ${longDate("es", meta.sourcesCheckedOn)}`);
    expect(ENGLISH_FRAME.filter((s) => text.includes(s))).toEqual([]);
    expect(container.querySelector('nav[aria-label="Ruta de navegación"]')).not.toBeNull();
    expect(container.querySelector("#sources ~ ol")?.getAttribute("lang")).toBe("en");
    const ld = [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>);
    expect(ld.find((d) => d["@type"] === "Article")).toMatchObject({ inLanguage: "es", headline: meta.heading, image: { url: expect.stringMatching(new RegExp(`/share/es-${slug}\\.png$`)) } });
    // Every link to a page of the site goes to a Spanish page that exists, or to the English page where there is none.
    const hrefs = [...container.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href")!.split("#")[0]!);
    expect(hrefs.some((h) => h.startsWith("/es/"))).toBe(true);
    for (const href of hrefs.filter((h) => h.startsWith("/es"))) expect([slug, href, isTranslated(englishPath(href))]).toEqual([slug, href, true]);
    // Inline citations name an English page and carry no English title in a Spanish sentence.
    for (const a of container.querySelectorAll("[data-guide-body] a[href^='http']")) expect(a.getAttribute("title")).toBeNull();
  });

  it("puts the urgent-help box in Spanish above the symptoms guide", () => {
    const { container } = render(<ContentPage slug="symptoms-guide" locale="es" />);
    const box = container.querySelector("#urgent-help")?.closest("section");
    expect(box?.textContent).toContain("¿Necesita ayuda ahora?");
    expect(box?.textContent).toContain("Llame a Poison Control");
    expect(box?.querySelector('a[href="tel:+18002221222"]')).not.toBeNull();
  });

  it.each(POLICIES.map((key) => [POLICY_SLUGS[key], key] as const))("%s: the policy frame in Spanish", (slug, key) => {
    const { meta } = loadPolicy(key, "es");
    const { container } = render(<ContentPage slug={slug} locale="es" />);
    expect(container.querySelector("h1")?.textContent).toBe(meta.heading);
    expect(container.textContent).toContain(`Vigente desde el ${longDate("es", meta.effective)}. Último cambio: ${longDate("es", meta.updated)}`);
    expect(ENGLISH_FRAME.filter((s) => spanishText(container).includes(s))).toEqual([]);
  });

  it("marks a name kept in English inside the Spanish text ([name](lang:en)), and refuses a malformed language", () => {
    const { container } = render(<ContentPage slug="chelation-guide" locale="es" />);
    expect(container.querySelector('[data-guide-body] span[lang="en"]')?.textContent).toBe("Trial to Assess Chelation Therapy");
    expect(() => renderMarkdown("El [estudio](lang:english).", "fixture.md")).toThrow(/fixture\.md: "lang:english": a language is written lang:xx/);
  });

  it("writes dates out in Spanish (es-US) and in English as before", () => {
    expect(longDate("es", "2026-11-22")).toBe("22 de noviembre de 2026");
    expect(longDate("es", "2026-01-01")).toBe("1 de enero de 2026");
    expect(longDate("en", "2026-11-22")).toBe("November 22, 2026");
  });

  it("names a Spanish guide's share card apart from the English one", () => {
    expect(guideImagePath("/detox-guide")).toBe("/share/detox-guide.png");
    expect(guideImagePath("/es/detox-guide")).toBe("/share/es-detox-guide.png");
    expect(guideImageAlt("Guía", "es")).toBe("Guía: una guía de Heavy Metal Detox Directory");
    expect(guideImageAlt("Guide")).toBe("Guide: a guide from Heavy Metal Detox Directory");
  });

  it("keeps the English pages' frame in English", () => {
    const { container } = render(<ContentPage slug="detox-guide" />);
    expect(container.textContent).toContain("In this guide");
    expect(container.textContent).toContain("Medical disclaimer");
    expect(container.querySelector("h1")?.textContent).toBe(loadGuide("detox").meta.heading);
    expect(container.querySelector('nav[aria-label="Breadcrumb"] a')?.getAttribute("href")).toBe("/");
  });
});
