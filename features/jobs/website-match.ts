import { readPage } from "@/lib/html/read-page";

/**
 * Does a fetched home page really belong to this program? The page must name the program (all the
 * significant words of its name in the title, a top heading or og:site_name, or the whole name in the
 * text) and carry a second signal: the program's phone number or its city.
 */
const STOP = new Set(["the", "and", "of", "a", "an", "llc", "inc", "pc", "pllc", "co", "ltd", "at", "for"]);

export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export const nameTokens = (name: string) => normalize(name).split(" ").filter((t) => t && !STOP.has(t));

const words = (text: string) => new Set(normalize(text).split(" "));
const containsPhrase = (haystack: string, phrase: string) => phrase.length > 0 && ` ${haystack} `.includes(` ${phrase} `);

/** The last 10 digits of every phone-like number on the page, tel: links included. */
function pagePhones(html: string, text: string): Set<string> {
  const found = new Set<string>();
  const pattern = /(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g;
  const tel = [...html.matchAll(/href\s*=\s*["']?tel:([^"'\s>]+)/gi)].map((m) => m[1]!);
  for (const raw of [...(text.match(pattern) ?? []), ...tel]) {
    const digits = raw.replace(/\D/g, "");
    if (digits.length >= 10) found.add(digits.slice(-10));
  }
  return found;
}

export type MatchResult = { ok: boolean; reason: string };

export function pageNamesProgram(html: string, program: { name: string; phone: string; city: string }): MatchResult {
  const tokens = nameTokens(program.name);
  if (tokens.length === 0) return { ok: false, reason: "program name has no significant words" };
  const page = readPage(html);
  const text = normalize(page.text);
  const inHeader = [page.title, page.siteName, ...page.headings].some((h) => {
    const set = words(h);
    return tokens.every((t) => set.has(t));
  });
  const inText = containsPhrase(text, normalize(program.name));
  if (!inHeader && !inText) return { ok: false, reason: "page does not name the program" };
  const phone = program.phone.replace(/\D/g, "");
  const phoneOk = phone.length >= 10 && pagePhones(html, page.text).has(phone.slice(-10));
  const cityOk = containsPhrase(text, normalize(program.city));
  if (!phoneOk && !cityOk) return { ok: false, reason: "page names the program but not its phone or city" };
  return { ok: true, reason: phoneOk ? "name and phone" : "name and city" };
}

const FREE_MAIL = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "outlook.com", "hotmail.com", "live.com", "msn.com",
  "aol.com", "icloud.com", "me.com", "mac.com", "protonmail.com", "proton.me", "gmx.com", "mail.com", "zoho.com",
  "comcast.net", "att.net", "verizon.net", "sbcglobal.net", "yandex.com",
]);
const TLDS = ["com", "org", "net", "health", "clinic"];
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Hosts the program's site may live on, most likely first: its email's domain, then its name with common TLDs. */
export function candidateHosts(program: { name: string; email: string | null }): string[] {
  const out: string[] = [];
  const domain = program.email?.split("@")[1]?.trim().toLowerCase().replace(/\.$/, "");
  if (domain && HOST.test(domain) && !FREE_MAIL.has(domain) && !FREE_MAIL.has(domain.replace(/^mail\./, ""))) out.push(domain);
  const all = normalize(program.name).split(" ").filter(Boolean);
  const slugs = [all.join(""), all.join("-"), nameTokens(program.name).join("")].filter((s) => s.length >= 3 && s.length <= 63);
  for (const slug of new Set(slugs)) for (const tld of TLDS) out.push(`${slug}.${tld}`);
  return [...new Set(out)].filter((h) => HOST.test(h));
}
