import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { detoxPrograms as p } from "@/db/schema";
import { nameHolds, parseCityState, understandPlace, type Place, type UnderstoodPlace } from "@/lib/geo";
import { toStateCode } from "@/lib/us-states";
import { cachedRead, memoryReadsAllowed } from "@/lib/cache/read-cache";
import { effectiveSort } from "../search-url";
import { correctable, sameName, tsqueryTerms } from "@/features/search/memory-index";
import { countLimit, escapeLike, type ReadOptions, type SearchParams, type SortedPage } from "./page";
import { filterKeyOf, filters } from "./filters";
import { distanceExpr, ordering, ratingPriorMean, tsqueryText, withinRadius, type Match } from "./order";
import { runPage } from "./run-page";
import { englishSearchText } from "../spanish";
import { fromIndex, pathKey } from "./from-index";

/**
 * Text search, plus radius search when the text (or lat/lng) names a place.
 *
 * Words match the weighted, English-stemmed `search_vector` (name, city, program types, description;
 * GIN; the last word also as a prefix); text with other characters also matches name and city literally
 * as a substring (trigram GIN; `%` and `_` are plain characters); a state code or name, "City, ST" and a
 * place's radius match too. A 5-digit ZIP is a
 * place, not words. Only when all that finds nothing does a second query look for misspelled names
 * and cities by trigram word similarity: common words never pay for it.
 */
export async function searchPrograms(asked: SearchParams, opts: ReadOptions = {}): Promise<SearchPage> {
  // Spanish words of the trade ("plomo", "quelación") are searched as the English words the listings use.
  const params = { ...asked, q: englishSearchText(asked.q) };
  const atPoint = params.lat !== undefined && params.lng !== undefined;
  // A place typed any way people type one ("cleveland oh", "St. Louis MO 63101", "Columbus") is searched as
  // its one canonical text ("Cleveland, OH", "63101"), so every form gives the same results (lib/geo/places.ts).
  let understood = atPoint ? undefined : understandPlace(params.q);
  // A city name alone that a program's name holds ("Cedar", "Bellflower") is that program's name first: the
  // clinic someone was referred to is the first card when its name is typed (decisions.md "The right provider first").
  if (understood?.alone) {
    const byName = await searchAs({ ...params, sortBy: "relevance", page: 1, pageSize: 1 }, undefined, opts);
    if (byName.items[0] && nameHolds(byName.items[0].name, params.q)) understood = undefined;
  }
  const page = await searchAs(params, understood, opts);
  // The page is shared by every form of the place (one cache entry); whether this form was misspelt is its own.
  return understood && page.place ? { ...page, place: { ...page.place, corrected: understood.corrected, others: understood.others } } : page;
}

type SearchPage = SortedPage & { place: Place | null };

function searchAs(params: SearchParams, understood: UnderstoodPlace | undefined, opts: ReadOptions): Promise<SearchPage> {
  const { radius = 50, page = 1, pageSize = 20 } = params;
  const atPoint = params.lat !== undefined && params.lng !== undefined;
  const q = understood?.canonical ?? params.q;
  const filterKey = `search:${JSON.stringify([q, radius, params.lat, params.lng])}:${filterKeyOf(params)}`;
  return cachedRead(`${filterKey}:${params.sortBy ?? ""}:${page}:${pageSize}${pathKey(opts)}`, async () => {
    const text = q.trim();
    const lower = text.toLowerCase();
    const place = atPoint ? { latitude: params.lat!, longitude: params.lng!, label: `${params.lat}, ${params.lng}` } : understood
      ? { latitude: understood.latitude, longitude: understood.longitude, label: understood.label, corrected: understood.corrected, others: understood.others }
      : null;
    // A ZIP is a place, not words: it matches its own ZIP and its radius (both indexed), not text.
    const zipOnly = /^\d{5}$/.test(text);
    const words = zipOnly ? null : tsqueryText(text);
    const cityState = parseCityState(text);
    // Words go to the full-text index. Text that words cannot express ("100%", "_", "St. Louis", "O'Neil")
    // is also matched literally, as a substring of name and city: trigram scans that cost more than the
    // full-text one for common letters, so only when needed. "City, ST" has its own exact match below.
    const literal = !zipOnly && !cityState && (!words || /[^\p{L}\p{N}\s]/u.test(text));
    const stateCode = toStateCode(text);
    // With no sort chosen: a place nearest first, other text best match first (effectiveSort).
    const sortBy = effectiveSort({ sortBy: params.sortBy, q: text, hasPlace: place !== null });
    // Best match compares the text with names; a ZIP is not a name.
    const match: Match = zipOnly ? {} : { text };

    // The in-memory index answers when it can (best match included); else the same conditions and order in SQL.
    const terms = words && opts.index !== false && memoryReadsAllowed() ? await tsqueryTerms(words) : null;
    const indexed =
      words && !terms
        ? null
        : await fromIndex(
            {
              filters: params,
              text: { zip: text, literal: literal ? lower : null, terms, name: zipOnly ? null : sameName(text), stateCode: stateCode ?? null, cityState: cityState ?? null, place, radius },
              sortBy,
              page,
              pageSize,
              countLimit: countLimit(page, pageSize),
            },
            opts,
          );
    const base = filters(params);
    const inSql = async () => {
      // Built only when the database answers.
      const like = `%${escapeLike(lower)}%`;
      const tsquery = words ? sql`to_tsquery('english'::regconfig, ${words})` : null;
      const matches: SQL[] = [eq(p.zipCode, text)];
      if (literal) matches.push(sql`lower(${p.name}) like ${like} escape '\\'`, sql`lower(${p.city}) like ${like} escape '\\'`);
      if (tsquery) matches.push(sql`"detox_programs"."search_vector" @@ ${tsquery}`);
      if (stateCode) matches.push(eq(p.state, stateCode));
      if (cityState) matches.push(and(sql`lower(${p.city}) = ${cityState.city.toLowerCase()}`, eq(p.state, cityState.state))!);
      const distance = place ? distanceExpr(place) : undefined;
      if (place && distance) matches.push(withinRadius(place, radius, distance));
      return runPage(filterKey, and(...base, or(...matches)), ordering(sortBy, await ratingPriorMean(), distance, { ...match, fields: tsquery ?? undefined }), page, pageSize, distance, false, sortBy === "relevance");
    };
    let result = indexed?.page ?? (await inSql());

    // Nothing at all: perhaps a misspelling ("Philadelpia", "Ironbund Health"). Not when the index knows every
    // word (each is in some listing; no listing has them all): a trigram scan per such query was the largest
    // cost of text search at 100,000 programs, and a misspelled word is one the directory does not hold.
    // Only words spelling may correct take part: 3 letters or more and not a number ("1", "x" and "' OR '1'='1"
    // once matched a listing's initials by similarity).
    const fuzzyText = (cityState?.city ?? lower).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(correctable).join(" ");
    if (result.total === 0 && !place && !zipOnly && fuzzyText.length >= 3 && !indexed?.wordsKnown) {
      const target = fuzzyText;
      const fuzzy = cityState
        ? and(sql`${target} <% lower(${p.city})`, eq(p.state, cityState.state))!
        : or(sql`${target} <% lower(${p.name})`, sql`${target} <% lower(${p.city})`)!;
      const similarity = sql<number>`greatest(word_similarity(${target}, lower(${p.name})), word_similarity(${target}, lower(${p.city})))`;
      result = await runPage(`fuzzy:${filterKey}`, and(...base, fuzzy), ordering(sortBy, await ratingPriorMean(), undefined, { ...match, rank: similarity }), page, pageSize, undefined, true, sortBy === "relevance");
    }
    if (!place) result.items = result.items.map((item) => ({ ...item, distanceMiles: null }));
    return { ...result, place, sortBy };
  }, { keepOnRepeat: true });
}
