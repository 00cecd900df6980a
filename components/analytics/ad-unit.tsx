"use client";

import { useEffect, useRef, useState } from "react";
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
  const [hasQuery, setHasQuery] = useState<boolean | null>(null);
  useEffect(() => setHasQuery(Boolean(window.location.search)), []);
  const active = Boolean(adsenseClient && consent?.marketing) && hasQuery === false;

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
