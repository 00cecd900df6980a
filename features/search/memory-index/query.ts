import { currentIndex } from "./lifecycle";
import { answer } from "./rank";
import { spellingFixes } from "./spelling";
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
    const alternatives = q.text && !q.text.cityState && !q.text.place && q.text.terms ? spellingFixes(index, q.text.terms) : null;
    const fixed = alternatives ? answer(index, { ...q, text: { ...q.text!, alternatives, name: null } }) : null;
    if (fixed) page = { ...fixed, wordsKnown: true, corrected: true };
  }
  if (page) answered.count++;
  return page;
}
