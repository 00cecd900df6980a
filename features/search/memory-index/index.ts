import "server-only";

/**
 * The directory's search index, held in memory by each app server (issue 17, decisions.md "Speed when the
 * cache cannot help").
 *
 * At 100,000 programs most of a search's time was PostgreSQL visiting thousands of wide rows to filter, sort
 * and count them, for a page of 20. This index holds what filtering, sorting and counting need (state, ZIP,
 * city, coordinates, the detail flags and lists, the sort keys, and each program's full-text lexemes as
 * PostgreSQL's English configuration made them), so the database is asked only for the page's rows by id.
 *
 * Where the code is: the query and its page, and the index's columns (types.ts); building it from the rows
 * (build.ts); when it is read, used and rebuilt, and what it holds (lifecycle.ts); a query's filters
 * (filter.ts), its order and page (rank.ts), with the sets of rows they share (row-sets.ts); the words of a
 * search, its full-text terms and the word cache (terms.ts), misspelt words (spelling.ts); and the entry,
 * queryProgramIndex (query.ts).
 */

export { queryProgramIndex, programIndexAnswers, programsNamed } from "./query";
export { programIndexStats, warmProgramIndex } from "./lifecycle";
export { parseTsquery, sameName, TERM_CACHE_MAX, TERM_MAX_LENGTH, tsqueryTerms } from "./terms";
export { correctable } from "./spelling";
export type { IndexPage, IndexQuery } from "./types";
