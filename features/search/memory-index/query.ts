import { currentIndex } from "./lifecycle";
import { answer, firstNameFrom } from "./rank";
import { sameName, tsqueryTerms } from "./terms";
import { nameWordFixes, spellingFixes } from "./spelling";
import type { IndexPage, IndexQuery } from "./types";

const answered = { count: 0 };

/** How many queries the index has answered in this process (tests check that it is in use). */
export const programIndexAnswers = () => answered.count;

/** A page of ids from the index, or null when the database must answer (see currentIndex and answer). */
export async function queryProgramIndex(q: IndexQuery): Promise<IndexPage | null> {
  const index = await currentIndex();
  let page = index ? answer(index, q) : null;
  if (index && page && page.total === 0 && !page.wordsKnown) {
    // Nothing, and a word the directory does not hold: a misspelling, corrected here when a near word exists.
    const terms = q.text && !q.text.cityState && !q.text.place ? q.text.terms : null;
    const alternatives = terms ? (spellingFixes(index, terms) ?? (await nameWordFixes(index, terms, tsqueryTerms))) : null;
    const fixed = alternatives ? answer(index, { ...q, text: { ...q.text!, alternatives, name: null } }) : null;
    if (fixed) page = { ...fixed, wordsKnown: true, corrected: true };
    // Words the index compared with all of the directory's words and found near nothing: nothing matches, and the
    // database's trigram scan of every name and city is not asked (issue 52: the index answers all it is asked).
    else if (terms) page = { ...page, wordsKnown: true };
  }
  if (page) answered.count++;
  return page;
}

/** A program whose name starts with the typed text, for the search box's suggestions. */
export type NameSuggestion = { id: string; name: string; city: string; state: string };

/**
 * Active programs whose names start with `typed` (compared as best match compares names), in name order; [] when
 * the index is not held (the suggestions then offer places only: the box never waits on the database).
 */
export async function programsNamed(typed: string, limit: number): Promise<NameSuggestion[]> {
  const text = sameName(typed);
  const index = text.length >= 3 ? await currentIndex() : null;
  if (!index) return [];
  const out: NameSuggestion[] = [];
  for (let k = firstNameFrom(index, text); k < index.n && out.length < limit; k++) {
    const i = index.byNormalName[k]!;
    if (!index.nameNormal[i]!.startsWith(text)) break;
    out.push({ id: index.id[i]!, name: index.name[i]!, city: index.city[i]!, state: index.state[i]! });
  }
  return out;
}
