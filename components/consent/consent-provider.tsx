"use client";

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore } from "react";
import { parseConsent, readConsentRaw, saveConsent, subscribeConsent, type ConsentChoice, type ConsentRecord } from "./consent-store";

type ConsentContextValue = {
  /** undefined until the browser has been asked (server render and hydration); null when no choice is stored. */
  consent: ConsentRecord | null | undefined;
  choose: (choice: ConsentChoice) => void;
  /** True after "Cookie settings" asked to show the banner again, until the next choice. */
  reopened: boolean;
  /** How many times "Cookie settings" was used (a fresh banner state each time). */
  reopenCount: number;
  reopen: () => void;
  /** The browser sends Global Privacy Control (Sec-GPC: 1 or navigator.globalPrivacyControl): marketing starts off. */
  gpc: boolean;
  /** Third-party ids, read from the server's environment at request time. */
  adsenseClient: string | undefined;
  gaId: string | undefined;
};

/** What the provider shares: only what changes on a visitor's action, never at hydration (see below). */
type ProvidedValue = Omit<ConsentContextValue, "consent" | "gpc"> & { requestGpc: boolean };

const UNKNOWN = "\u0000unknown";

const ConsentContext = createContext<ProvidedValue>({
  choose: () => {},
  reopened: false,
  reopenCount: 0,
  reopen: () => {},
  requestGpc: false,
  adsenseClient: process.env.NEXT_PUBLIC_ADSENSE_CLIENT || undefined,
  gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
});

const noSubscription = () => () => {};
const browserGpc = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

type ProviderProps = {
  adsenseClient?: string;
  gaId?: string;
  /** The request carried Sec-GPC: 1 (read by the server, so the first render already knows). */
  gpc?: boolean;
  children: React.ReactNode;
};

/*
 * The stored choice and the browser's GPC flag are read where they are used (useConsent), not held in the
 * provider's value. The browser's answer differs from the server's (undefined, false), so a value holding it
 * would change right after hydration, and React answers a context change above a streamed part that is not
 * yet hydrated (the program page waits up to 300 ms to be revealed) by throwing that part's server HTML away
 * and rendering it again in the browser.
 */
export function ConsentProvider({ adsenseClient, gaId, gpc: requestGpc = false, children }: ProviderProps) {
  const [reopened, setReopened] = useState(false);
  const [reopenCount, setReopenCount] = useState(0);
  const choose = useCallback((choice: ConsentChoice) => {
    saveConsent(choice);
    setReopened(false);
  }, []);
  const reopen = useCallback(() => {
    setReopened(true);
    setReopenCount((n) => n + 1);
  }, []);
  const value = useMemo(
    () => ({ choose, reopened, reopenCount, reopen, requestGpc, adsenseClient, gaId }),
    [choose, reopened, reopenCount, reopen, requestGpc, adsenseClient, gaId],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const { requestGpc, ...shared } = useContext(ConsentContext);
  const raw = useSyncExternalStore(subscribeConsent, readConsentRaw, () => UNKNOWN);
  const consent = useMemo(() => (raw === UNKNOWN ? undefined : parseConsent(raw)), [raw]);
  const clientGpc = useSyncExternalStore(noSubscription, browserGpc, () => false);
  return { ...shared, consent, gpc: requestGpc || clientGpc };
}
