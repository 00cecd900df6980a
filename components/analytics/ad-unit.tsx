"use client";

import { useEffect, useRef } from "react";
import { useConsent } from "@/components/consent/consent-provider";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** The AdSense unit inside an AdSlot: rendered only with a configured client id and marketing consent. */
export function AdUnit() {
  const { consent, adsenseClient } = useConsent();
  const pushed = useRef(false);
  const active = Boolean(adsenseClient && consent?.marketing);

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
