// The English paths whose page exists in Spanish too, at the same path under /es (docs/i18n.md). Plain JavaScript
// (types in translated-paths.d.mts): scripts/server.mjs, which is not bundled, keeps the Spanish copies of kept pages
// (lib/http/page-cache.mjs) by this list, and lib/i18n/locales.ts builds the language links and hreflang from it.
export const TRANSLATED_PATHS = [
  /^\/$/,
  /^\/blood-lead-levels$/,
  /^\/states$/,
  // The guides and policies (content/guides/es, content/policies/es) and the contact page.
  /^\/(detox-guide|chelation-guide|symptoms-guide|choosing-guide|privacy-policy|terms-of-service)$/,
  /^\/contact$/,
  // A state's page, a city's page (features/places) and a program's page (features/program-page; not its claim page).
  /^\/states\/[a-z-]+$/,
  /^\/states\/[a-z-]+\/[a-z0-9-]+$/,
  /^\/program\/[A-Za-z0-9-]{1,64}$/,
];

/**
 * The English path of a page in either language (`/es/x` -> `/x`, `/es` -> `/`).
 * @param {string} pathname
 */
export function englishPathOf(pathname) {
  if (pathname === "/es") return "/";
  return pathname.startsWith("/es/") ? pathname.slice(3) : pathname;
}
