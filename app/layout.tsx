import "./globals.css";

import type { Metadata } from "next";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  // Defaults; pages set their own title, description, canonical and og:url (see lib/seo.ts). Here, beside
  // opengraph-image.tsx and twitter-image.tsx, so that Next adds the site's share image to them.
  openGraph: { type: "website", siteName: "Heavy Metal Detox Directory", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

/**
 * Passes its children through: each language's layout renders the document with its own `<html lang>`
 * (app/(en)/layout.tsx, app/es/layout.tsx; docs/i18n.md). A URL no route matches is answered by
 * app/global-not-found.tsx, which renders its own document.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
