"use client";

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import { parseConsent, readConsentRaw, saveConsent, subscribeConsent, type ConsentChoice, type ConsentRecord } from "./consent-store";

type ConsentContextValue = {
  /** undefined until the browser has been asked (server render and hydration); null when no choice is stored. */
  consent: ConsentRecord | null | undefined;
  choose: (choice: ConsentChoice) => void;
  /** Third-party ids, read from the server's environment at request time. */
  adsenseClient: string | undefined;
  gaId: string | undefined;
};

const UNKNOWN = "\u0000unknown";

const ConsentContext = createContext<ConsentContextValue>({
  consent: undefined,
  choose: () => {},
  adsenseClient: process.env.NEXT_PUBLIC_ADSENSE_CLIENT || undefined,
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
});

export function ConsentProvider({ adsenseClient, gaId, children }: { adsenseClient?: string; gaId?: string; children: React.ReactNode }) {
  const raw = useSyncExternalStore(subscribeConsent, readConsentRaw, () => UNKNOWN);
  const consent = useMemo(() => (raw === UNKNOWN ? undefined : parseConsent(raw)), [raw]);
  const choose = useCallback((choice: ConsentChoice) => void saveConsent(choice), []);
  const value = useMemo(() => ({ consent, choose, adsenseClient, gaId }), [consent, choose, adsenseClient, gaId]);
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}
