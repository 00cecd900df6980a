/** Reading time from the words on a page (about 230 words a minute, decisions.md "Trust"). */
export const WORDS_PER_MINUTE = 230;

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,$%/-]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes, at least 1. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
