import { termLexemes } from "./terms";
import type { Index, Term } from "./types";

/**
 * Misspelt words corrected against the directory's own words (its lexemes): each word the directory does not
 * hold becomes the lexemes nearest to it (the fewest letters added, dropped, changed or swapped: at most 1 for a
 * word of up to 5 letters, 2 for a longer one); a word typed longer than its stem ("chelaiton" for the stem
 * "chelat", up to 6 letters more) may also match a lexeme of 5 letters or more by its first letters, within 1.
 * A word of up to 4 letters near nothing is left out (most are misspelt stop words: "wtih", "soem"). Null when a
 * longer word has no near lexeme, or no word is left.
 *
 * It replaces, when the index answers, the database's trigram fallback for misspelt words: a trigram scan of
 * every name and city was the largest cost of text search under long-tail load (docs/performance.md round 11).
 */
export function spellingFixes(index: Index, terms: Term[]): Term[][] | null {
  const { lexemes } = index.words;
  const fixes: Term[][] = [];
  for (const term of terms) {
    const [from, to] = termLexemes(index.words, term);
    if (to > from) {
      fixes.push([term]);
      continue;
    }
    const word = term.lexeme;
    const limit = word.length <= 5 ? 1 : 2;
    // A stem typed with a longer, misspelt ending ("occupationla", "consultaiton"): its first letters are a lexeme.
    const stemOf = (lexeme: string) => lexeme.length >= 5 && word.length > lexeme.length && word.length - lexeme.length <= 6;
    let best = limit + 1;
    let near: string[] = [];
    for (const lexeme of lexemes) {
      if (Math.abs(lexeme.length - word.length) > limit && !stemOf(lexeme)) continue;
      let d = editDistance(word, lexeme, Math.min(best, limit));
      if (d > limit && stemOf(lexeme) && editDistance(word.slice(0, lexeme.length), lexeme, 1) <= 1) d = limit;
      if (d > limit || d > best) continue;
      if (d < best) [best, near] = [d, []];
      near.push(lexeme);
    }
    // A short word near nothing ("wtih", "soem": most are misspelt stop words) is left out, as a stop word is.
    if (near.length === 0 && word.length <= 4) continue;
    if (near.length === 0) return null;
    fixes.push(near.slice(0, 20).map((lexeme) => ({ lexeme, prefix: false })));
  }
  return fixes.length > 0 ? fixes : null;
}

/** Letters added, dropped, changed or swapped with a neighbour to turn a into b (optimal string alignment); max+1 once above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < low) low = d;
    }
    if (low > max) return max + 1;
    [before, previous] = [previous, current];
  }
  return Math.min(previous[b.length]!, max + 1);
}
