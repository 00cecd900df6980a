"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import { noSubscription } from "./consented-scripts";
import { useConsent } from "@/components/consent/consent-provider";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * The AdSense unit inside an AdSlot: rendered only with a configured client id and marketing consent, and never
 * on an address with a query: an ad request carries the page's address, and a query holds what the visitor
 * searched for (privacy policy, "Analytics and advertising"). The slot keeps its label and space there.
 */
export function AdUnit() {
  const { consent, adsenseClient } = useConsent();
  const pushed = useRef(false);
  // Read in the browser only; the server renders no unit.
  const hasQuery = useSyncExternalStore(noSubscription, () => Boolean(window.location.search), () => true);
  const active = Boolean(adsenseClient && consent?.marketing) && !hasQuery;

  useEffect(() => {
    if (!active || pushed.current) return;
    pushed.current = true;
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch {
      // A blocked or failed ad script leaves the labelled placeholder.
    }
  }, [active]);

  if (!active) return null;
  return (
    <ins
      className="adsbygoogle mt-1 block w-full flex-1"
      data-ad-client={adsenseClient}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}
