import "server-only";

export { editDistance, parseTsquery, programIndexAnswers, programIndexStats, queryProgramIndex, sameName, TERM_CACHE_MAX, TERM_MAX_LENGTH, tsqueryTerms, warmProgramIndex } from "./rank";
export type { IndexPage, IndexQuery } from "./rank";
