/**
 * "Back to Search" (issue 49, decisions.md "Where the person is"): when a result is followed from the home page,
 * the search it came from (the home URL with its query, filters, sort, radius and page) is kept in the tab's
 * sessionStorage under the program's id, and the program page's "Back to Search" and first breadcrumb read it
 * back. The program's own URL stays clean (no `?from=`), so it stays one cacheable, shareable page.
 */
const KEY_PREFIX = "search-return:";
const BASE = "http://site.invalid";
const MAX_LENGTH = 2_000;

const keyOf = (programId: string) => `${KEY_PREFIX}${programId}`;

/**
 * The home search a stored value names, as `/?...`, or null. Only a path on this site, and only the home page:
 * never another origin (`//host`, `/\host`, a scheme), a control character, or another page of the site.
 */
export function homeSearchPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname !== "/") return null;
  return `/${url.search}`;
}

/** Keeps the search a program was opened from (best effort: storage may be off or full). */
export function rememberSearch(programId: string, path: string): void {
  const safe = homeSearchPath(path);
  if (!safe) return;
  try {
    sessionStorage.setItem(keyOf(programId), safe);
  } catch {
    // Private modes and full storage: Back to Search goes to the home page.
  }
}

/** The search this tab opened the program from, or "/" (arrived from elsewhere, a new tab, no storage). */
export function recalledSearch(programId: string): string {
  try {
    return homeSearchPath(sessionStorage.getItem(keyOf(programId))) ?? "/";
  } catch {
    return "/";
  }
}

/** The program id of a link to a program page (`/program/{id}` or its Spanish copy `/es/program/{id}`, any tab), or null. */
export function programIdOfPath(pathname: string): string | null {
  const m = /^(?:\/es)?\/program\/([A-Za-z0-9-]{1,64})\/?$/.exec(pathname);
  return m ? m[1]! : null;
}
