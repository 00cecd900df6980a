/**
 * The stored consent record (spec section 3): localStorage "cookie-consent" holds
 * `{ necessary: true, analytics, marketing, timestamp }`, timestamp an ISO date-time of the choice.
 */
export const CONSENT_KEY = "cookie-consent";
const CHANGE_EVENT = "cookie-consent-change";

export type ConsentRecord = { necessary: true; analytics: boolean; marketing: boolean; timestamp: string };
export type ConsentChoice = Pick<ConsentRecord, "analytics" | "marketing">;

export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const v = value as Record<string, unknown>;
    if (v.necessary !== true || typeof v.analytics !== "boolean" || typeof v.marketing !== "boolean") return null;
    if (typeof v.timestamp !== "string" || Number.isNaN(Date.parse(v.timestamp))) return null;
    return { necessary: true, analytics: v.analytics, marketing: v.marketing, timestamp: v.timestamp };
  } catch {
    return null;
  }
}

export function readConsentRaw(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null; // storage blocked: behave as "no choice yet"
  }
}

export function saveConsent(choice: ConsentChoice): ConsentRecord {
  const record: ConsentRecord = { necessary: true, analytics: choice.analytics, marketing: choice.marketing, timestamp: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked: the choice holds for this view only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return record;
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_KEY || e.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * Runs before first paint (inline in the HTML): marks <html> when a valid choice is stored, so the
 * server-rendered banner never flashes for visitors who already chose.
 */
export const CONSENT_BOOT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})||"null");if(c&&c.necessary===true&&typeof c.analytics==="boolean"&&typeof c.marketing==="boolean")document.documentElement.setAttribute("data-consent-stored","")}catch(e){}`;
