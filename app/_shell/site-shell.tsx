import { headers } from "next/headers";
import { connection } from "next/server";
import { ConsentedScripts } from "@/components/analytics/consented-scripts";
import { ConsentBanner } from "@/components/consent/consent-banner";
import { ConsentBootScript } from "@/components/consent/consent-boot-script";
import { ConsentProvider } from "@/components/consent/consent-provider";
import { DemoNotice } from "@/components/demo-notice";
import { LanguageOffer } from "@/components/language-switch";
import { SiteFooter } from "@/components/site-footer";
import { GUIDE_PATHS } from "@/components/guide-paths";
import { SiteHeader } from "@/components/site-header";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { hasDemoPrograms } from "@/features/programs/server";
import { InsightsClicks } from "@/features/insights/client";
import { env } from "@/lib/env";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

/**
 * The document around every public page, in one language: `<html lang>`, the skip link, consent, the demo
 * notice, header and footer. Each language has its own layout that renders it (app/(en)/layout.tsx,
 * app/es/layout.tsx), so `<html lang>` comes from the route, never from a header (docs/i18n.md). The client
 * components get their words as props: only the strings they show, no catalogue and no i18n library.
 */
export async function SiteShell({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  // Render per request, not at build time: the demo notice reflects the database as it is now
  // (at build time the database may not exist yet, and the seed runs on first start).
  await connection();
  const showDemoNotice = await hasDemoPrograms();
  // Global Privacy Control: the banner starts with marketing off and says why.
  const gpc = (await headers()).get("sec-gpc")?.trim() === "1";
  const { shell } = messagesFor(locale);
  const to = (english: string) => localeHref(locale, english);
  const guides = GUIDE_PATHS.map((g) => ({ href: to(g.path), label: shell.guides[g.key] }));

  return (
    // suppressHydrationWarning: ConsentBootScript marks <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <ConsentBootScript />
        <ConsentProvider adsenseClient={env.NEXT_PUBLIC_ADSENSE_CLIENT} gaId={env.NEXT_PUBLIC_GA_ID} gpc={gpc}>
          <a
            href="#main"
            className="sr-only rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
          >
            {shell.skipLink}
          </a>
          {/* Early in the document (it is fixed at the bottom): it paints with the first paint, and the
              keyboard reaches the consent choice before the page. */}
          <ConsentBanner text={shell.consent} links={{ privacy: to("/privacy-policy"), terms: to("/terms-of-service") }} />
          <DemoNotice show={showDemoNotice} text={shell.demoNotice} />
          {locale === "en" ? <LanguageOffer text={shell.languageOffer} /> : null}
          <SiteHeader
            text={{ siteName: shell.siteName, ...shell.header, language: shell.languageLink }}
            links={{ home: to("/"), addBusiness: to("/add-business"), guides }}
          />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <SiteFooter
            text={shell.footer}
            links={{
              hrefs: {
                home: to("/"),
                states: to("/states"),
                addBusiness: to("/add-business"),
                listings: to("/about/listings"),
                reviews: to("/about/reviews"),
                contact: to("/contact"),
                owner: "/owner",
                privacy: to("/privacy-policy"),
                terms: to("/terms-of-service"),
              },
              guides,
            }}
          />
          <LazyToaster />
          <InsightsClicks />
          <ConsentedScripts />
        </ConsentProvider>
      </body>
    </html>
  );
}
