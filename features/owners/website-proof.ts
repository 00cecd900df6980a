import "server-only";
import { metaContent, PAGE_CHARS } from "@/features/jobs/html";
import { outsideFetch, OutsideFetchError } from "@/lib/fetch/outside-fetch";
import { safeEqual } from "@/lib/session/signing";

/**
 * The website-token proof (decisions.md "Owners keep their listing true"): the token is published on the
 * listing's website as `<meta name="detox-directory-verification" content="...">` on the home page, or as
 * the file /.well-known/detox-directory-verification.txt. Both are fetched through outsideFetch, so every
 * rule of server-side fetching applies (public addresses only, every redirect hop checked, 5 redirects,
 * timeout, size cap).
 */
export const META_NAME = "detox-directory-verification";
export const WELL_KNOWN_PATH = "/.well-known/detox-directory-verification.txt";

const MAX_BYTES = PAGE_CHARS;

export type ProofResult = { found: "meta" | "file" } | { found: null; reason: string };

/** The listing website's home page and well-known file URLs; null when the website is not an http(s) URL. */
export function proofUrls(website: string): { home: string; file: string } | null {
  try {
    const url = new URL(website);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return { home: new URL("/", url).toString(), file: new URL(WELL_KNOWN_PATH, url).toString() };
  } catch {
    return null;
  }
}

async function fetchText(url: string): Promise<{ text: string } | { error: string }> {
  try {
    const res = await outsideFetch(url, { maxBytes: MAX_BYTES, headers: { accept: "text/html,text/plain;q=0.9,*/*;q=0.5" } });
    if (res.status < 200 || res.status >= 300) return { error: `${url} answered ${res.status}` };
    return { text: res.text().slice(0, PAGE_CHARS) };
  } catch (e) {
    if (e instanceof OutsideFetchError) return { error: e.code === "blocked-address" ? `${url} leads to an address that is not public` : `${url} could not be fetched (${e.code})` };
    return { error: `${url} could not be fetched` };
  }
}

/** Looks for `token` on the website: the meta tag first, then the well-known file (one token a line). */
export async function findWebsiteToken(website: string, token: string): Promise<ProofResult> {
  const urls = proofUrls(website);
  if (!urls) return { found: null, reason: "The listing's website is not an http(s) address" };
  const home = await fetchText(urls.home);
  if ("text" in home) {
    const content = metaContent(home.text, [META_NAME]);
    if (content && safeEqual(content.trim(), token)) return { found: "meta" };
  }
  const file = await fetchText(urls.file);
  if ("text" in file && file.text.split(/\r?\n/).some((line) => line.trim() !== "" && safeEqual(line.trim(), token))) return { found: "file" };
  const problems = ["error" in home ? home.error : null, "error" in file ? file.error : null].filter(Boolean);
  return { found: null, reason: problems.length > 0 ? `The token was not found: ${problems.join("; ")}` : "The token was not found on the home page nor in the well-known file" };
}
