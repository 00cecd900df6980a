/**
 * The site's languages and their URLs (docs/i18n.md). English pages keep their paths; a Spanish page is the
 * English path under `/es` (`/es/blood-lead-levels`, and `/es` for the home page). Plain values: safe in
 * client components, server code and scripts.
 */
import { TRANSLATED_PATHS, englishPathOf } from "./translated-paths.mjs";

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];


/** The language of a path: Spanish under `/es`, English everywhere else. */
export function pathLocale(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** The English path of a page in either language (`/es/x` -> `/x`, `/es` -> `/`). */
export function englishPath(pathname: string): string {
  return englishPathOf(pathname);
}

/** The path of an English page in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/es" : `/es${path}`;
}

/** Whether the page at this English path exists in Spanish too. */
export function isTranslated(english: string): boolean {
  return TRANSLATED_PATHS.some((re) => re.test(english));
}

/** The same page in the other language, or null when it exists in one language only. */
export function counterpartPath(pathname: string): string | null {
  const english = englishPath(pathname);
  if (!isTranslated(english)) return null;
  return pathLocale(pathname) === "en" ? localePath("es", english) : english;
}

/** A link from a page in `locale`: to that language's copy of the page where there is one, else the English page. */
export function localeHref(locale: Locale, english: string): string {
  return isTranslated(english) ? localePath(locale, english) : english;
}

/**
 * A site link written to a Spanish page (`/es/contact#x`), as the Spanish shell links: to that page where it exists
 * in Spanish, else to the English page (`/es/program/1` -> `/program/1`). Any other link is returned as it is.
 */
export function existingHref(href: string): string {
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  if (pathLocale(pathname) !== "es") return href;
  const english = englishPath(pathname);
  return isTranslated(english) ? href : `${english}${cut === -1 ? "" : href.slice(cut)}`;
}
