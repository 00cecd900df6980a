import { haversineMiles } from "@/lib/geo";
import type { SortKey } from "@/features/programs";
import { EVERY_ROW, fullText, rowTest, textMatches } from "./filter";
import { newBits, nextStamp, popcount, rowsOf, smallest } from "./row-sets";
import { termLexemes, wordTerms } from "./terms";
import type { Index, IndexPage, IndexQuery, RankedSort } from "./types";

/**
 * The index answers every order exactly as the SQL gives it: "Top rated" (features/programs/top-rated.ts), price,
 * newest, distance and best match of text (exact name, name start, every word in the name, then in the name or city:
 * it keeps the lexemes of the name, weight A, and of name and city, A or B, apart), and the "Open now" filter (each
 * program's hours, in its time zone). The misspelling fallback (trigram similarity) stays with the database.
 */

const EMPTY = new Int32Array(0);

function rankedSort(sortBy: SortKey): RankedSort {
  return sortBy === "price-low" || sortBy === "price-high" || sortBy === "recent" ? sortBy : "rating";
}

export function answer(index: Index, q: IndexQuery): IndexPage | null {
  const place = q.text?.place ?? null;
  const bestMatch = q.sortBy === "relevance" && !!q.text && (q.text.terms !== null || q.text.literal !== null);
  const byDistance = place !== null && q.sortBy === "distance";
  const test = rowTest(index, q.filters);
  const start = (q.page - 1) * q.pageSize;
  const end = start + q.pageSize;
  const terms = q.text?.terms;
  const wordsKnown = !!terms && terms.length > 0 && terms.every((t) => {
    const [from, to] = termLexemes(index.words, t);
    return to > from;
  });
  const finish = (rows: number[], count: number): IndexPage => ({
    wordsKnown,
    ids: rows.map((i) => index.id[i]!),
    distances: place ? rows.map((i) => Math.round(haversineMiles(place.latitude, place.longitude, index.lat[i]!, index.lng[i]!) * 10) / 10) : null,
    total: Math.min(count, q.countLimit - 1),
    totalCapped: count >= q.countLimit,
  });
  if (!test) return finish([], 0);
  const key = rankedSort(q.sortBy);
  const order = index.order[key];

  if (!q.text && q.filters.state === undefined) {
    // The whole directory in sort order: stop once the page is full and the count reaches its limit.
    const page: number[] = [];
    let count = 0;
    for (let k = 0; k < order.length && (count < q.countLimit || count < end); k++) {
      const i = order[k]!;
      if (!test(i)) continue;
      if (count >= start && count < end) page.push(i);
      count++;
    }
    return finish(page, count);
  }

  const bits = q.text ? textMatches(index, q.text) : null;
  if (bestMatch) return finish(...bestMatches(index, q, bits!, test, end, start));
  if (bits && !byDistance && popcount(bits) * 8 > index.n) {
    // Many rows match the text: walk the sort order as above, taking the rows in the set.
    const page: number[] = [];
    let count = 0;
    for (let k = 0; k < order.length && (count < q.countLimit || count < end); k++) {
      const i = order[k]!;
      if ((bits[i >>> 5]! & (1 << (i & 31))) === 0 || !test(i)) continue;
      if (count >= start && count < end) page.push(i);
      count++;
    }
    return finish(page, count);
  }
  const candidates: ArrayLike<number> = bits ? rowsOf(bits) : (index.byState.get(q.filters.state!) ?? EMPTY);
  const matches: number[] = [];
  for (let k = 0; k < candidates.length; k++) if (test(candidates[k]!)) matches.push(candidates[k]!);

  if (byDistance) {
    for (const i of matches) index.distance[i] = haversineMiles(place.latitude, place.longitude, index.lat[i]!, index.lng[i]!);
    const { distance, nameRank } = index;
    return finish(smallest(matches, end, (a, b) => distance[a]! - distance[b]! || nameRank[a]! - nameRank[b]!).slice(start), matches.length);
  }
  if (matches.length * 8 > index.n) {
    // Many matches: walk the sort order and take the marked ones.
    const stamp = nextStamp(index);
    for (const i of matches) index.stamp[i] = stamp;
    const page: number[] = [];
    let seen = 0;
    for (let k = 0; k < order.length && seen < end; k++) {
      const i = order[k]!;
      if (index.stamp[i] !== stamp) continue;
      if (seen >= start) page.push(i);
      seen++;
    }
    return finish(page, matches.length);
  }
  const rank = index.rank[key];
  return finish(smallest(matches, end, (a, b) => rank[a]! - rank[b]!).slice(start), matches.length);
}

/**
 * Best match (decisions.md "The right provider first"), as features/search/sql/order.ts's SQL orders it: the
 * exact name, then a name starting with the text, then every word in the name, then every word in the name or the
 * city, then the rest; each tier in "Top rated" order. The page of it, and how many match.
 */
function bestMatches(index: Index, q: IndexQuery, bits: Uint32Array, test: (i: number) => boolean, end: number, start: number): [number[], number] {
  const text = q.text!;
  const terms = wordTerms(text);
  const inBits = (set: Uint32Array, i: number) => (set[i >>> 5]! & (1 << (i & 31))) !== 0;
  const page: number[] = [];
  const taken = nextStamp(index);
  const rank = index.rank.rating;
  // Tiers 0 and 1, the exact name and names starting with the text: a range of the names in order.
  const typed = text.name;
  if (typed !== null) {
    const head: number[] = [];
    for (let k = firstNameFrom(index, typed); k < index.n; k++) {
      const i = index.byNormalName[k]!;
      if (!index.nameNormal[i]!.startsWith(typed)) break;
      if (inBits(bits, i) && test(i)) head.push(i);
    }
    const exact = (i: number) => (index.nameNormal[i] === typed ? 0 : 1);
    for (const i of head.sort((a, b) => exact(a) - exact(b) || rank[a]! - rank[b]!).slice(0, end)) {
      page.push(i);
      index.stamp[i] = taken;
    }
  }
  // Tiers 2 to 4: every word in the name, in the name or city (a superset of the name's), the rest.
  const inName = terms && terms.length > 0 ? fullText(index, terms, index.nameWords) : null;
  const inPlace = terms && terms.length > 0 ? fullText(index, terms, index.placeWords) : null;
  const tiers: Uint32Array[] = [];
  if (inName && inPlace) {
    const name = newBits(index);
    const place = newBits(index);
    const rest = newBits(index);
    for (let w = 0; w < bits.length; w++) {
      name[w] = bits[w]! & inName[w]!;
      place[w] = bits[w]! & inPlace[w]! & ~inName[w]!;
      rest[w] = bits[w]! & ~inPlace[w]!;
    }
    tiers.push(name, place, rest);
  } else tiers.push(bits);
  const order = index.order.rating;
  for (const tier of tiers) {
    const need = end - page.length;
    if (need <= 0) break;
    const size = popcount(tier);
    if (size === 0) continue;
    if (size * 8 > index.n) {
      // Many rows: walk "Top rated" order until the page is full.
      for (let k = 0, found = 0; k < order.length && found < need; k++) {
        const i = order[k]!;
        if (!inBits(tier, i) || index.stamp[i] === taken || !test(i)) continue;
        page.push(i);
        found++;
      }
    } else {
      const rows = rowsOf(tier).filter((i) => index.stamp[i] !== taken && test(i));
      page.push(...smallest(rows, need, (a, b) => rank[a]! - rank[b]!));
    }
  }
  // How many match: every row of the text's set that passes the filters.
  let count = 0;
  if (test === EVERY_ROW) count = popcount(bits);
  else for (const i of rowsOf(bits)) if (test(i)) count++;
  return [page.slice(start), count];
}

/** The first position in byNormalName whose name is not before `text`. */
export function firstNameFrom(index: Index, text: string): number {
  let lo = 0;
  let hi = index.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (index.nameNormal[index.byNormalName[mid]!]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
