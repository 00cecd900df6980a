/**
 * A JSON answer whose text is computed once per value: the read cache (lib/cache/read-cache.ts) hands the
 * same page object to every request until it reloads, so a cached page is serialised once, not per
 * request. Values passed here must not be mutated afterwards (cached values never are).
 */
const texts = new WeakMap<object, string>();

export function jsonOnce(value: object, init: ResponseInit = {}): Response {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return new Response(text, { ...init, headers });
}
