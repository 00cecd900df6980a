import "./globals.css";

import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundContent } from "@/components/not-found-content";
import { siteMetadata, siteTitle } from "@/components/site-metadata";
import { SiteShell } from "@/app/_shell/site-shell";
import { pathLocale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/** The title in the path's language. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = pathLocale((await headers()).get("x-pathname") ?? "/");
  const base = siteMetadata(locale);
  return { ...base, title: siteTitle(translator(locale, "notFound")("metaTitle")), robots: { index: false, follow: true } };
}

/**
 * The answer to a URL no route matches (Next.js's global-not-found, next.config.ts): the whole document, in
 * Spanish under /es (scripts/server.mjs passes the path: x-pathname, lib/http/page-headers.mjs). Rendered only
 * for such a URL. An app/not-found.tsx would do the same, but Next.js puts the root's not-found tree, here the
 * whole site shell, into the payload of every page (docs/performance.md).
 */
export default async function NotFound() {
  const locale = pathLocale((await headers()).get("x-pathname") ?? "/");
  return (
    <SiteShell locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteShell>
  );
}
