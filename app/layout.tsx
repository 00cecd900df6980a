import "./globals.css";

import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { ConsentedScripts } from "@/components/analytics/consented-scripts";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { ConsentBootScript } from "@/components/consent/consent-boot-script";
import { ConsentProvider } from "@/components/consent/consent-provider";
import { DemoNotice } from "@/components/demo-notice";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { hasDemoPrograms } from "@/features/programs/server";
import { InsightsClicks } from "@/features/insights/client";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: {
    default: "Heavy Metal Detox Directory: find detox and chelation providers in the US",
    template: "%s | Heavy Metal Detox Directory",
  },
  description:
    "Search a directory of heavy metal testing, detox and chelation providers across the United States. Compare programs, read reviews and find a provider near you.",
  applicationName: "Heavy Metal Detox Directory",
  // Defaults; pages set their own title, description, canonical and og:url (see lib/seo.ts).
  openGraph: {
    type: "website",
    siteName: "Heavy Metal Detox Directory",
    locale: "en_US",
  },
  twitter: { card: "summary_large_image" },
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Render per request, not at build time: the demo notice reflects the database as it is now
  // (at build time the database may not exist yet, and the seed runs on first start).
  await connection();
  const showDemoNotice = await hasDemoPrograms();
  // Global Privacy Control: the banner starts with marketing off and says why.
  const gpc = (await headers()).get("sec-gpc")?.trim() === "1";

  return (
    // suppressHydrationWarning: ConsentBootScript marks <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ConsentBootScript />
        <ConsentProvider adsenseClient={env.NEXT_PUBLIC_ADSENSE_CLIENT} gaId={env.NEXT_PUBLIC_GA_ID} gpc={gpc}>
          <a
            href="#main"
            className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
          >
            Skip to main content
          </a>
          {/* Early in the document (it is fixed at the bottom): it paints with the first paint, and the
              keyboard reaches the consent choice before the page. */}
          <ConsentBanner />
          <DemoNotice show={showDemoNotice} />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter />
          <LazyToaster />
          <InsightsClicks />
          <ConsentedScripts />
        </ConsentProvider>
      </body>
    </html>
  );
}
