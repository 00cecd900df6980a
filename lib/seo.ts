import type { Metadata } from "next";
import { englishPath, isTranslated, localePath, pathLocale } from "@/lib/i18n/locales";

/**
 * Canonical URLs, Open Graph defaults and JSON-LD builders shared by every page.
 * Paths are site-relative; `metadataBase` (root layout, from SITE_URL) makes them absolute in tags,
 * and `absoluteUrl` does the same for JSON-LD, which Next does not rewrite.
 */
export const SITE_NAME = "Heavy Metal Detox Directory";

/**
 * The site's share image (app/opengraph-image.tsx, app/twitter-image.tsx): every page that has no image of its
 * own shares this one. Guides, program, state and city pages have their own, given to pageMetadata as `image`
 * (a guide's /share/{guide}.png; a share-image/route.ts beside a program, state or city page). Every one is a
 * 1200 x 630 PNG (lib/og/card.tsx).
 */
export const SITE_IMAGE_ALT = `${SITE_NAME}: heavy metal testing, detox and chelation providers across the US`;
const SITE_IMAGE = { width: 1200, height: 630, type: "image/png", alt: SITE_IMAGE_ALT };
/** The publisher's logo in JSON-LD: the 180 x 180 PNG icon (app/apple-icon.png). */
const LOGO = { path: "/apple-icon.png", width: 180, height: 180 };

// A site-relative path of characters the URL parser keeps as they are (no dot segments, nothing to encode).
const PLAIN_PATH = /^\/(?!\/)[\w\-~/?=&%]*$/;
let origin = { siteUrl: "", origin: "" };

/**
 * `path` resolved against the site's URL. A page lists up to 20 of them (ItemList, breadcrumbs): a plain path is
 * joined to the site's origin, which `new URL` gives the same answer for (lib/seo.test.ts), at a tenth of the cost.
 */
export function absoluteUrl(path: string, siteUrl: string): string {
  if (PLAIN_PATH.test(path)) {
    if (origin.siteUrl !== siteUrl) origin = { siteUrl, origin: new URL(siteUrl).origin };
    return `${origin.origin}${path}`;
  }
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

type PageMeta = {
  title: string;
  description: string;
  /** Site-relative canonical path, for example "/detox-guide". */
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
  /** The page's share image, when not the site's: a URL and its alt text. */
  image?: { url: string; alt: string };
};

/**
 * The hreflang alternates of a page that exists in both languages (en, es and x-default: the English page), the
 * same set on both copies, so each names the other; null for a page in one language only.
 */
export function languageAlternates(path: string): Record<"en" | "es" | "x-default", string> | null {
  const english = englishPath(path);
  if (!isTranslated(english)) return null;
  return { en: english, es: localePath("es", english), "x-default": english };
}

/** Title, description, canonical URL, hreflang alternates and Open Graph for one page. */
export function pageMetadata({ title, description, path, type = "website", noindex, image }: PageMeta): Metadata {
  const languages = languageAlternates(path);
  // The page's own image (URL and alt text), else the site's image route of that tag.
  const site = (url: string) => ({ images: [{ ...SITE_IMAGE, ...(image ?? { url }) }] });
  return {
    title,
    description,
    alternates: { canonical: path, ...(languages ? { languages } : {}) },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, locale: pathLocale(path) === "es" ? "es_US" : "en_US", ...site("/opengraph-image") },
    twitter: { card: "summary_large_image", title, description, ...site("/twitter-image") },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export type Crumb = { name: string; path: string };

/** schema.org BreadcrumbList; the first crumb is usually Home ("/"). */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/**
 * schema.org ItemList of the listings a page shows, in page order: their page URLs, numbered from
 * `first` (a page 2 of 20 a page starts at 21).
 */
export function itemListJsonLd(name: string, paths: string[], siteUrl: string, first = 1): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: paths.length,
    itemListElement: paths.map((path, i) => ({ "@type": "ListItem", position: first + i, url: absoluteUrl(path, siteUrl) })),
  };
}

type ArticleInput = {
  headline: string;
  description: string;
  path: string;
  /** ISO date (YYYY-MM-DD) the content was last reviewed. */
  dateModified: string;
  datePublished: string;
  /** Site-relative URL of the share image (a guide's opengraph-image). */
  image: string;
  /** The page's language: "en-US" unless said (a Spanish guide: "es"). */
  inLanguage?: string;
};

/** schema.org Article (MedicalWebPage would overstate: no named clinician signs these pages yet). */
export function articleJsonLd(a: ArticleInput, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(a.path, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.headline,
    description: a.description,
    url,
    mainEntityOfPage: url,
    datePublished: a.datePublished,
    dateModified: a.dateModified,
    inLanguage: a.inLanguage ?? "en-US",
    author: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/", siteUrl) },
    image: { "@type": "ImageObject", url: absoluteUrl(a.image, siteUrl), width: 1200, height: 630 },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      url: absoluteUrl("/", siteUrl),
      logo: { "@type": "ImageObject", url: absoluteUrl(LOGO.path, siteUrl), width: LOGO.width, height: LOGO.height },
    },
  };
}

/** "2026-11-22" -> "November 22, 2026" (US long format, read as a calendar date, not a UTC instant). */
// One formatter: toLocaleDateString builds a new Intl.DateTimeFormat on every call (0.19 ms, 4 % of a policy page's
// server time, in a CPU profile of a policy page; docs/performance.md, round 15).
const US_LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function formatUsLongDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return Number.isNaN(date.getTime()) ? "Invalid Date" : US_LONG_DATE.format(date); // as toLocaleDateString answers
}
