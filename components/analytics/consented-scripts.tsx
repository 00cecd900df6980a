"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useConsent } from "@/components/consent/consent-provider";

/**
 * Pages whose address can carry a health value (the blood lead result in the query, features/blood-lead):
 * no third-party script loads there, whatever the consent, so no page_view or ad request sends that URL.
 * The exclusion holds for the rest of the document once such a page was shown, because the client router's
 * Back button can return to the URL with the value inside the same document; the next full page load starts
 * afresh. If Google Analytics was already loaded before (it cannot be unloaded), measurement is switched off
 * with Google's documented `window['ga-disable-<id>']` flag.
 */
const NO_THIRD_PARTY_PATHS = ["/blood-lead-levels"];
/**
 * Sections where no third-party script loads either (security issue 51, item 8): the owner's pages, whose
 * addresses carry sign-in tokens (`/owner/verify?token=`) and whose content is the owner's account.
 */
const NO_THIRD_PARTY_SECTIONS = ["/owner"];

/** Whether no third-party script may load on this path. */
export const thirdPartyExcluded = (pathname: string) =>
  NO_THIRD_PARTY_PATHS.includes(pathname) || NO_THIRD_PARTY_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));

/**
 * The tag's init script. The config itself carries `page_location` (origin and path: no query, no fragment),
 * so that the events gtag sends by itself (engagement, scrolls, enhanced measurement) never read
 * `document.location`, which holds the query (security issue 51, item 9); then the first page view.
 */
export function gaInitScript(gaId: string): string {
  return (
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());` +
    `gtag("config",${JSON.stringify(gaId)},{anonymize_ip:true,send_page_view:false,page_location:location.origin+location.pathname});` +
    `gtag("event","page_view",{page_location:location.origin+location.pathname,page_title:location.search?"Search results":document.title});`
  );
}

/**
 * The address Google Analytics gets for a page: the origin and path only. The query (a search's city, ZIP code
 * or words, a filter) and the fragment never reach it, so neither do GA4's site-search events, which read the
 * query; nor does a title that repeats the search. The tag's own page views are off (`send_page_view:false`); this sends one per route instead.
 * Deployment (docs/deployment.md) keeps "page changes based on browser history events" off in the GA stream,
 * since that setting would send the full address on client navigations.
 */
export function pageViewParams(location: Pick<Location, "origin" | "pathname" | "search">, title: string) {
  // A page's title can repeat its search ('... matching "78701"'): with a query, a neutral title is sent.
  return { page_location: `${location.origin}${location.pathname}`, page_title: location.search ? "Search results" : title };
}

/** The address is read on each render (a route change renders); nothing to subscribe to. */
export const noSubscription = () => () => {};

/** Page views after client navigations (the first one is sent by the tag's init script, after its config). */
function PageViews() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const gtag = (window as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
    const params = pageViewParams(window.location, document.title);
    // The page's address for every later event too, not only this page view (the config's is the first page's).
    gtag?.("set", { page_location: params.page_location });
    gtag?.("event", "page_view", params);
  }, [pathname]);
  return null;
}

/**
 * Third-party scripts, each loaded only after its consent: Google Analytics after "analytics",
 * AdSense after "marketing", and only when its id is configured. Nothing loads before a choice.
 */
export function ConsentedScripts() {
  const { consent, gaId, adsenseClient } = useConsent();
  const pathname = usePathname();
  const [excluded, setExcluded] = useState(false);
  // AdSense loads once the visitor is on a page without a query, so its requests never carry a search.
  const [adsAllowed, setAdsAllowed] = useState(false);
  const queryFree = useSyncExternalStore(noSubscription, () => !window.location.search, () => false);
  if (queryFree && !adsAllowed) setAdsAllowed(true);
  if (!excluded && thirdPartyExcluded(pathname)) setExcluded(true);
  useEffect(() => {
    if (excluded && gaId) (window as unknown as Record<string, unknown>)[`ga-disable-${gaId}`] = true;
  }, [excluded, gaId]);
  if (excluded) return null;
  return (
    <>
      {consent?.analytics && gaId && (
        <>
          <Script id="ga-loader" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} strategy="afterInteractive" />
          <Script id="ga-init" strategy="afterInteractive">
            {gaInitScript(gaId)}
          </Script>
          <PageViews />
        </>
      )}
      {consent?.marketing && adsenseClient && adsAllowed && (
        <Script
          id="adsense-loader"
          src={`https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(adsenseClient)}`}
          strategy="afterInteractive"
          crossOrigin="anonymous"
        />
      )}
    </>
  );
}
