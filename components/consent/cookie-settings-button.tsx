"use client";

import { useConsent } from "./consent-provider";

/** "Cookie settings" in the footer: shows the consent banner again so a visitor can change their choice. */
export function CookieSettingsButton({ className, label }: { className?: string; label: string }) {
  const { reopen } = useConsent();
  return (
    <button type="button" className={className} onClick={reopen}>
      {label}
    </button>
  );
}
