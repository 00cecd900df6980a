import type { Metadata } from "next";

/**
 * Canonical URLs, Open Graph defaults and JSON-LD builders shared by every page.
 * Paths are site-relative; `metadataBase` (root layout, from SITE_URL) makes them absolute in tags,
 * and `absoluteUrl` does the same for JSON-LD, which Next does not rewrite.
 */
export const SITE_NAME = "Heavy Metal Detox Directory";

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

type PageMeta = {
  title: string;
  description: string;
  /** Site-relative canonical path, for example "/detox-guide". */
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph for one page. */
export function pageMetadata({ title, description, path, type = "website", noindex }: PageMeta): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: SITE_NAME, type, locale: "en_US" },
    twitter: { card: "summary", title, description },
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

type ArticleInput = {
  headline: string;
  description: string;
  path: string;
  /** ISO date (YYYY-MM-DD) the content was last reviewed. */
  dateModified: string;
  datePublished: string;
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
    inLanguage: "en-US",
    author: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/", siteUrl) },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/", siteUrl) },
  };
}

/** "2026-11-22" -> "November 22, 2026" (US long format, read as a calendar date, not a UTC instant). */
export function formatUsLongDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
