"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
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
 * Third-party scripts, each loaded only after its consent: Google Analytics after "analytics",
 * AdSense after "marketing", and only when its id is configured. Nothing loads before a choice.
 */
export function ConsentedScripts() {
  const { consent, gaId, adsenseClient } = useConsent();
  const pathname = usePathname();
  const [excluded, setExcluded] = useState(false);
  if (!excluded && NO_THIRD_PARTY_PATHS.includes(pathname)) setExcluded(true);
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
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(gaId)},{anonymize_ip:true});`}
          </Script>
        </>
      )}
      {consent?.marketing && adsenseClient && (
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
