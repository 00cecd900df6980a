import type { Place } from "@/lib/geo";
import type { SortKey } from "@/features/programs";
import type { ListParams } from "../sql/page";

// The types the index's files share: a query and its page, and the index itself.

/** A full-text term of a query, as PostgreSQL's to_tsquery('english', ...) made it. */
export type Term = { lexeme: string; prefix: boolean };

/** The list filters (ListParams, features/search/sql/page.ts), without sort and page. */
export type IndexFilters = Omit<ListParams, "sortBy" | "page" | "pageSize">;

/** What a search text matches (any of them), as features/search/sql/search.ts decides it. */
export type TextMatch = {
  zip: string;
  /** A lower-case substring of name or city, matched literally. */
  literal: string | null;
  /** Every term required; null when the text has no words. */
  terms: Term[] | null;
  /** The text as best match compares it with names (sameName); null for a ZIP, which is not a name. */
  name: string | null;
  /** Set by the index when it corrected misspelt words (spellingFixes): each word's nearest lexemes, any of them. */
  alternatives?: Term[][];
  stateCode: string | null;
  cityState: { city: string; state: string } | null;
  place: Place | null;
  radius: number;
};

export type IndexQuery = { filters: IndexFilters; text?: TextMatch; sortBy: SortKey; page: number; pageSize: number; countLimit: number };
export type IndexPage = {
  ids: string[];
  distances: number[] | null;
  total: number;
  totalCapped: boolean;
  /** Every word of the text is in the directory (a lexeme, or for the last word a lexeme's start), or the index
   * corrected the words that were not (spellingFixes): the database's trigram fallback has nothing to add. */
  wordsKnown: boolean;
  /** The page is of corrected words. */
  corrected?: boolean;
};

/** The orders the index keeps ready (best match and distance are computed per query). */
export type RankedSort = "rating" | "price-low" | "price-high" | "recent";

/** Lexemes in code-unit order (a prefix is a contiguous range), and the rows of each. */
export type Postings = {
  lexemes: string[];
  rows: Int32Array[];
  /** The same rows as bit sets, for lexemes common enough (1 row in 32 or more) that a query reads them whole. */
  bits: (Uint32Array | null)[];
};
export type ListField = "programTypes" | "payment" | "language" | "service" | "taxonomy";

/** The index of the active programs: one column per field, row i being one program (see build.ts). */
export type Index = {
  generation: number;
  builtAt: number;
  n: number;
  id: string[];
  /** Name and city as written (the search box's program suggestions). */
  name: string[];
  city: string[];
  nameLower: string[];
  cityLower: string[];
  state: string[];
  lat: Float64Array;
  lng: Float64Array;
  verified: Uint8Array;
  telehealth: Uint8Array;
  newPatients: Uint8Array;
  /** Each row's time zone, as 1 + its position in TIME_ZONES; 0: no hours (or no zone), never open. */
  zone: Uint8Array;
  /** Opening hours: the intervals of row i's weekday d (Monday 0) are spans[2k], spans[2k+1] (minutes, closing
   * excluded) for k from dayStart[7i+d] to dayStart[7i+d+1]. */
  dayStart: Int32Array;
  spans: Int16Array;
  /** Per list field, per value: which rows hold it. */
  lists: Record<ListField, Map<string, Uint8Array>>;
  byState: Map<string, Int32Array>;
  byZip: Map<string, Int32Array>;
  byCityState: Map<string, Int32Array>;
  /** Rows by one-degree cell of latitude and longitude. */
  grid: Map<number, Int32Array>;
  /** Each row's name as best match compares it with typed text (see sameName). */
  nameNormal: string[];
  /** Rows by nameNormal (code-unit order): the names starting with a text are a contiguous range. */
  byNormalName: Int32Array;
  /** Every field's lexemes (the whole search_vector), the name's (weight A), and the name's and city's (A and B). */
  words: Postings;
  nameWords: Postings;
  placeWords: Postings;
  /** Rows in each sort order, and each row's position in it. */
  order: Record<RankedSort, Int32Array>;
  rank: Record<RankedSort, Int32Array>;
  /** Position by name then id: distance ties. */
  nameRank: Int32Array;
  /** Scratch space for one query at a time (queries run synchronously). */
  stamp: Int32Array;
  stampValue: number;
  distance: Float64Array;
};
