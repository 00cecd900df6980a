import "server-only";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { getDb } from "@/db";
import type { Postings, Term, TextMatch } from "./types";

// The words of a search: the typed name as best match compares it, the full-text terms PostgreSQL makes of the
// words (remembered in the word cache), and where a term's lexemes are among the index's.

/**
 * A name or typed text as best match compares them, the way features/search/sql/order.ts's normalName does in
 * SQL: runs of whitespace as one space (the regex class \s of PostgreSQL: ASCII whitespace only), trimmed of
 * spaces, lower case (our databases' C.UTF-8 ctype lowers every letter, as JavaScript does).
 */
export function sameName(text: string): string {
  return text.replace(/[ \t\n\r\f\v]+/g, " ").replace(/^ +| +$/g, "").toLowerCase();
}

/** The words of a text as full-text terms, each with its alternatives (one unless corrected). */
export function wordTerms(text: TextMatch): Term[][] | null {
  return text.alternatives ?? text.terms?.map((t) => [t]) ?? null;
}

/** The positions in `lexemes` of one term: its lexeme, or every lexeme it is a prefix of. */
export function termLexemes(words: Postings, term: Term): [number, number] {
  const { lexemes } = words;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lexemes[mid]! < term.lexeme) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < lexemes.length && (term.prefix ? lexemes[end]!.startsWith(term.lexeme) : lexemes[end] === term.lexeme)) end++;
  return [lo, end];
}

/** The word cache's bounds: entries, and the length of a word kept (longer ones are asked for each time). */
export const TERM_CACHE_MAX = 20_000;
export const TERM_MAX_LENGTH = 64;
/**
 * Each word's terms, oldest first: once TERM_CACHE_MAX are held, a new word pushes out the oldest. Reads use
 * peek, which leaves the order as it is (lru-cache's get would make a word young again).
 */
const termCache = new LRUCache<string, Term[] | "unsupported">({ max: TERM_CACHE_MAX });

/** How many words the word cache holds (programIndexStats). */
export const termCacheEntries = () => termCache.size;

/**
 * The terms of a tsquery text made by tsqueryText() ("lead & clinic:*"), stemmed by PostgreSQL's own
 * English configuration, one word at a time (words repeat far more than whole queries do, so most are
 * remembered). Null when a word becomes anything but plain terms (the database then answers the search).
 */
export async function tsqueryTerms(words: string): Promise<Term[] | null> {
  const parts = words.split(" & ");
  const missing = [...new Set(parts.filter((w) => !termCache.has(w)))];
  if (missing.length > 0) {
    const db = await getDb();
    const result = await db.execute(sql`select w, to_tsquery('english'::regconfig, w)::text as q from unnest(${`{${missing.map((w) => `"${w}"`).join(",")}}`}::text[]) as w`);
    const fresh = new Map<string, Term[] | "unsupported">();
    for (const row of (result as unknown as { rows: { w: string; q: string }[] }).rows) {
      fresh.set(row.w, parseTsquery(row.q));
      if (row.w.length > TERM_MAX_LENGTH) continue;
      termCache.set(row.w, fresh.get(row.w)!);
    }
    return termsOf(parts, (w) => fresh.get(w) ?? termCache.peek(w));
  }
  return termsOf(parts, (w) => termCache.peek(w));
}

function termsOf(parts: string[], lookup: (word: string) => Term[] | "unsupported" | undefined): Term[] | null {
  const terms: Term[] = [];
  for (const w of parts) {
    const t = lookup(w);
    if (!t || t === "unsupported") return null;
    terms.push(...t);
  }
  return terms;
}

/** `'lead'`, `'clinic':*`, `'a' & 'b'`, or '' (a stop word); anything else is "unsupported". */
export function parseTsquery(text: string): Term[] | "unsupported" {
  if (text.trim() === "") return [];
  const terms: Term[] = [];
  for (const part of text.split(" & ")) {
    const m = /^'((?:[^']|'')*)'(:\*)?$/.exec(part.trim());
    if (!m) return "unsupported";
    terms.push({ lexeme: m[1]!.replace(/''/g, "'"), prefix: m[2] !== undefined });
  }
  return terms;
}
