import "server-only";
import { metaContent, PAGE_CHARS } from "@/lib/html/read-page";
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

type Fetched = { url: string; text: string } | { url: string; problem: string };

/** What went wrong fetching `url`, in words an owner can act on (issue 32: no bare "network" codes). */
function fetchProblem(url: string, e: unknown): string {
  const host = new URL(url).host;
  if (!(e instanceof OutsideFetchError)) return `We could not reach ${url}. Check that the site is up, then try again.`;
  switch (e.code) {
    case "blocked-address":
      return `${host} leads to an address that is not on the public internet, so we cannot check it. The website on the listing must be reachable by anyone.`;
    case "timeout":
      return `${host} did not answer within 10 seconds. Check that the site is up, then try again.`;
    case "too-many-redirects":
      return `${url} redirects more than 5 times. Check the site's redirect settings, or set the listing's website to the address it finally lands on.`;
    case "too-large":
      return `${url} is too large for us to read. Use the well-known file instead, which is a few bytes.`;
    case "bad-url":
      return "The website on the listing is not a valid address. Correct it on the listing first.";
    case "network":
      if (/ENOTFOUND|EAI_AGAIN|ENODATA/.test(e.message)) return `The name ${host} was not found (DNS). Check the spelling of the website on the listing, or that the domain is still registered.`;
      if (/ECONNREFUSED/.test(e.message)) return `${host} refused the connection. Check that the site is up, then try again.`;
      if (/CERT|certificate|SSL|TLS/i.test(e.message)) return `${host} has a security certificate problem (HTTPS). Renew or fix the certificate, then try again.`;
      return `We could not reach ${host}. Check that the site is up, then try again.`;
  }
}

async function fetchText(url: string): Promise<Fetched> {
  try {
    const res = await outsideFetch(url, { maxBytes: MAX_BYTES, headers: { accept: "text/html,text/plain;q=0.9,*/*;q=0.5" } });
    if (res.status === 404) return { url, problem: `${url} does not exist on the site (404).` };
    if (res.status < 200 || res.status >= 300) return { url, problem: `${url} answered with an error (HTTP ${res.status}).` };
    return { url, text: res.text().slice(0, PAGE_CHARS) };
  } catch (e) {
    return { url, problem: fetchProblem(url, e) };
  }
}

/**
 * Looks for `token` on the website: the meta tag first, then the well-known file (one token a line). When it is
 * not found, the reason names what was fetched, what was expected there, and what to try.
 */
export async function findWebsiteToken(website: string, token: string): Promise<ProofResult> {
  const urls = proofUrls(website);
  if (!urls) return { found: null, reason: "The listing's website is not an http(s) address. Correct it on the listing first." };
  const home = await fetchText(urls.home);
  let homeNote: string;
  if ("text" in home) {
    const content = metaContent(home.text, [META_NAME]);
    if (content && safeEqual(content.trim(), token)) return { found: "meta" };
    homeNote = content
      ? `On ${home.url} we found a verification tag, but with another token (an old one?). Replace it with the current tag.`
      : home.text.includes(token)
        ? `On ${home.url} the token is in the page, but not inside the tag. Paste the whole tag, <meta name="${META_NAME}" content="…">, into the page's head section (site builders call it "header code" or "custom code in head").`
        : `On ${home.url} we found no <meta name="${META_NAME}"> tag. If you just added it, publish the site again and wait for it to go live.`;
  } else {
    homeNote = home.problem;
  }
  const file = await fetchText(urls.file);
  if ("text" in file && file.text.split(/\r?\n/).some((line) => line.trim() !== "" && safeEqual(line.trim(), token))) return { found: "file" };
  const fileNote = "text" in file ? `${file.url} exists but does not contain the token. Put the token on a line of its own.` : file.problem;
  return { found: null, reason: `The token was not found. ${homeNote} ${fileNote}` };
}
