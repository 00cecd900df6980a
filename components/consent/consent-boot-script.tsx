import { CONSENT_BOOT_SCRIPT } from "./consent-store";

/** Inline, render-blocking on purpose: it only reads localStorage and sets one attribute. */
export function ConsentBootScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />;
}
