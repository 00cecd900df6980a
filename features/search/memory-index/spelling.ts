import { editDistance } from "@/lib/text/edit-distance";
import { termLexemes } from "./terms";
import type { Index, Term } from "./types";

/**
 * Misspelt words corrected against the directory's own words (its lexemes): each word the directory does not
 * hold becomes the lexemes nearest to it (the fewest letters added, dropped, changed or swapped: at most 1 for a
 * word of up to 5 letters, 2 for a longer one); a word typed longer than its stem ("chelaiton" for the stem
 * "chelat", up to 6 letters more) may also match a lexeme of 5 letters or more by its first letters, within 1.
 * A word of 3 or 4 letters near nothing is left out (most are misspelt stop words: "wtih", "soem"). A word under 3
 * letters or a number is never changed. Null when a longer word has no near lexeme, or no word was corrected.
 *
 * It replaces, when the index answers, the database's trigram fallback for misspelt words: a trigram scan of
 * every name and city was the largest cost of text search under long-tail load (docs/performance.md round 11).
 */
/** A word spelling correction may change: 3 letters or more, and not a number (decisions.md "Where the person is"). */
export const correctable = (word: string) => word.length >= 3 && !/^[\d.,]+$/.test(word);

/**
 * The candidates nearest to a word: the fewest letters added, dropped, changed or swapped, at most 1 for a word
 * of up to 5 letters and 2 for a longer one. With `stems`, a word typed longer than a candidate of 5 letters or
 * more (up to 6 letters more) also matches it by its first letters, within 1. Empty when nothing is that near.
 */
function nearestWords(word: string, candidates: Iterable<string>, stems: boolean): string[] {
  const limit = word.length <= 5 ? 1 : 2;
  // A stem typed with a longer, misspelt ending ("occupationla", "consultaiton"): its first letters are a lexeme.
  const stemOf = (c: string) => stems && c.length >= 5 && word.length > c.length && word.length - c.length <= 6;
  let best = limit + 1;
  let near: string[] = [];
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > limit && !stemOf(candidate)) continue;
    let d = editDistance(word, candidate, Math.min(best, limit));
    if (d > limit && stemOf(candidate) && editDistance(word.slice(0, candidate.length), candidate, 1) <= 1) d = limit;
    if (d > limit || d > best) continue;
    if (d < best) [best, near] = [d, []];
    near.push(candidate);
  }
  return near;
}

export function spellingFixes(index: Index, terms: Term[]): Term[][] | null {
  const { lexemes } = index.words;
  const fixes: Term[][] = [];
  let changed = false;
  for (const term of terms) {
    const [from, to] = termLexemes(index.words, term);
    if (to > from) {
      fixes.push([term]);
      continue;
    }
    const word = term.lexeme;
    // A word under 3 letters, or a number, is never corrected ("1", "x" and "' OR '1'='1" once became a
    // listing's initials): it is kept as typed, so a query of only such words finds what holds them, or nothing.
    if (!correctable(word)) {
      fixes.push([term]);
      continue;
    }
    const near = nearestWords(word, lexemes, true);
    // A short word near nothing ("wtih", "soem": most are misspelt stop words) is left out, as a stop word is.
    changed = true;
    if (near.length === 0 && word.length <= 4) continue;
    if (near.length === 0) return null;
    fixes.push(near.slice(0, 20).map((lexeme) => ({ lexeme, prefix: false })));
  }
  return changed && fixes.length > 0 ? fixes : null;
}

/** The words of every name and city, as written (lower case, 3 letters or more), once per index. */
const surfaceWords = new WeakMap<Index, string[]>();
function wordsOfNamesAndCities(index: Index): string[] {
  let words = surfaceWords.get(index);
  if (!words) {
    const set = new Set<string>();
    for (const list of [index.nameLower, index.cityLower]) for (const text of list) for (const w of text.split(/[^\p{L}\p{N}]+/u)) if (w.length >= 3) set.add(w);
    words = [...set];
    surfaceWords.set(index, words);
  }
  return words;
}

/**
 * When spellingFixes finds no lexeme near a word, the word may be a misspelt name or city word whose stem is too
 * short to compare ("rdige" for "Ridge", stem "ridg"; "welnless" for "Wellness", stem "well"): each word the
 * directory does not hold is compared, by the same rule, with the words of names and cities as written, and the
 * nearest are stemmed by the database (`stem`, remembered per word). Null when some longer word is still near
 * nothing: the index then answers that nothing matches, without the database's trigram scan (issue 52).
 */
export async function nameWordFixes(index: Index, terms: Term[], stem: (word: string) => Promise<Term[] | null>): Promise<Term[][] | null> {
  const fixes: Term[][] = [];
  let changed = false;
  for (const term of terms) {
    const [from, to] = termLexemes(index.words, term);
    const word = term.lexeme;
    if (to > from || !correctable(word)) {
      fixes.push([term]);
      continue;
    }
    const near = nearestWords(word, wordsOfNamesAndCities(index), false);
    changed = true;
    const stems: Term[] = [];
    for (const candidate of near.slice(0, 20)) for (const t of (await stem(candidate)) ?? []) if (!stems.some((s) => s.lexeme === t.lexeme)) stems.push({ lexeme: t.lexeme, prefix: false });
    if (stems.length === 0 && word.length <= 4) continue;
    if (stems.length === 0) return null;
    fixes.push(stems);
  }
  return changed && fixes.length > 0 ? fixes : null;
}
