"use client";

import Script from "next/script";
import { useConsent } from "@/components/consent/consent-provider";

/**
 * Third-party scripts, each loaded only after its consent: Google Analytics after "analytics",
 * AdSense after "marketing", and only when its id is configured. Nothing loads before a choice.
 */
export function ConsentedScripts() {
  const { consent, gaId, adsenseClient } = useConsent();
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
