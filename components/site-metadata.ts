import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

const SITE = "Heavy Metal Detox Directory";

/**
 * The defaults of every page in one language (each language's layout, and the 404 that renders outside them).
 * Open Graph and Twitter defaults sit in app/layout.tsx, beside the site's share image files, whose images Next
 * adds at that level: an `openGraph` here would replace them. A Spanish page names its share image and its
 * `es_US` locale through lib/seo.ts's pageMetadata.
 */
export function siteMetadata(locale: Locale): Metadata {
  const { shell } = messagesFor(locale);
  return {
    title: { default: shell.metaTitle, template: `%s | ${SITE}` },
    description: shell.metaDescription,
    applicationName: SITE,
  };
}

/** A page title under the site's name, for a page rendered outside the language layouts (app/global-not-found.tsx). */
export const siteTitle = (title: string) => `${title} | ${SITE}`;
