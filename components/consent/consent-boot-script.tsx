import { headers } from "next/headers";
import { CONSENT_BOOT_SCRIPT } from "./consent-store";

/**
 * Inline, render-blocking on purpose: it only reads localStorage and sets one attribute.
 * It carries the request's CSP nonce (set by scripts/server.mjs), or the browser refuses to run it.
 */
export async function ConsentBootScript() {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />;
}
