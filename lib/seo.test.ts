/** @jest-environment node */
import { GUIDES, POLICIES, STATIC_PAGES } from "@/features/content/guides";
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd, formatUsLongDate, itemListJsonLd, pageMetadata } from "@/lib/seo";
import { US_STATES, stateFromSlug, stateSlug } from "@/lib/us-states";

const SITE = "https://detox.example.org";

describe("page metadata", () => {
  it("sets title, description, canonical and Open Graph from one description", () => {
    const m = pageMetadata({ title: "T", description: "D", path: "/detox-guide", type: "article" });
    expect(m.title).toBe("T");
    expect(m.description).toBe("D");
    expect(m.alternates?.canonical).toBe("/detox-guide");
    expect(m.openGraph).toMatchObject({ title: "T", description: "D", url: "/detox-guide", type: "article" });
    expect(m.robots).toBeUndefined();
  });

  it("marks noindex pages, still followed", () => {
    expect(pageMetadata({ title: "T", description: "D", path: "/states/x", noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it("gives every guide and policy a distinct path, title and a description of search-result length", () => {
    expect(new Set(STATIC_PAGES.map((p) => p.path)).size).toBe(8);
    for (const p of STATIC_PAGES) {
      expect(p.description.length).toBeGreaterThan(70);
      expect(p.description.length).toBeLessThanOrEqual(200);
      expect(p.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The policies took effect when first published, never before the site existed (issue 31, correction 15);
    // `updated` is when their text last changed.
    for (const p of [POLICIES.privacy, POLICIES.terms]) {
      expect(p.effective).toBe(p.published);
      expect((p.effective ?? "") >= "2026-11-22").toBe(true);
    }
    for (const p of STATIC_PAGES) expect(p.updated >= p.published).toBe(true);
  });
});

describe("JSON-LD builders", () => {
  it("builds a BreadcrumbList with absolute URLs and positions from 1", () => {
    const ld = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Texas", path: "/states/texas" }], SITE);
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://detox.example.org/" },
      { "@type": "ListItem", position: 2, name: "Texas", item: "https://detox.example.org/states/texas" },
    ]);
  });

  it("builds an Article for a guide that survives a JSON round trip", () => {
    const g = GUIDES.chelation;
    const ld = articleJsonLd({ headline: g.heading, description: g.description, path: g.path, dateModified: g.updated, datePublished: g.published, image: "/chelation-guide/opengraph-image" }, SITE);
    expect(JSON.parse(JSON.stringify(ld))).toMatchObject({
      "@type": "Article",
      headline: "Understanding Chelation Therapy",
      url: `${SITE}/chelation-guide`,
      // Google's Article rich result wants both.
      image: { "@type": "ImageObject", url: `${SITE}/chelation-guide/opengraph-image` },
      publisher: { "@type": "Organization", logo: { "@type": "ImageObject", url: `${SITE}/apple-icon.png`, width: 180, height: 180 } },
    });
  });

  it("builds an ItemList of page URLs in order, numbered from the page's first position", () => {
    const ld = itemListJsonLd("Providers in Austin, TX", ["/program/a", "/program/b"], SITE, 21);
    expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 2 });
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 21, url: `${SITE}/program/a` },
      { "@type": "ListItem", position: 22, url: `${SITE}/program/b` },
    ]);
  });

  it("joins paths onto a site URL with or without a trailing slash", () => {
    expect(absoluteUrl("/a", "https://x.org")).toBe("https://x.org/a");
    expect(absoluteUrl("/a", "https://x.org/")).toBe("https://x.org/a");
  });

  it("gives what the URL parser gives, for plain paths (the fast join) and the rest", () => {
    const sites = ["https://x.org", "https://X.org/", "http://127.0.0.1:3000", "https://x.org/base/", "https://x.org:443"];
    const paths = ["/", "/program/3f1c-9a", "/states/texas/austin?page=2", "/a//b", "/%7Euser", "/a b", "/a/../b", "/./c", "//evil.example/x", "/é", "/share/detox-guide.png", "relative", "https://other.example/y"];
    for (const site of sites) {
      for (const path of paths) expect([site, path, absoluteUrl(path, site)]).toEqual([site, path, new URL(path, site.endsWith("/") ? site : `${site}/`).toString()]);
    }
  });
});

describe("dates and state slugs", () => {
  it("formats dates in US long format without a time-zone shift", () => {
    expect(formatUsLongDate("2025-09-26")).toBe("September 26, 2025");
    expect(formatUsLongDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatUsLongDate("not a date")).toBe(new Date(Number.NaN).toLocaleDateString("en-US"));
  });

  it("maps each of the 50 states and DC to a slug and back", () => {
    expect(US_STATES).toHaveLength(51);
    for (const s of US_STATES) expect(stateFromSlug(stateSlug(s.code))?.code).toBe(s.code);
    expect(stateSlug("DC")).toBe("district-of-columbia");
    expect(stateSlug("NY")).toBe("new-york");
    expect(stateFromSlug("atlantis")).toBeUndefined();
  });
});
