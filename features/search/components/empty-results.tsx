import Link from "next/link";
import { formatTotal } from "../sql/page";
import { activeFilters, NO_FILTERS } from "@/features/search/active-filters";
import { loadResults } from "@/features/search/results";
import { DEFAULT_RADIUS, searchHref, widerRadius, type SearchState } from "../parse-search-url";
import type { Place } from "@/lib/geo";
import { fill } from "@/lib/i18n/fill";
import type { SearchWords } from "../text";

type Way = { key: string; text: string; href: string; count: string };

const programs = (r: { total: number; totalCapped: boolean }, t: SearchWords["text"]) => fill(r.total === 1 && !r.totalCapped ? t.countOne : t.countMany, { total: formatTotal(r) });

/**
 * No program matched (decisions.md "The right provider first"): names the filters that emptied the result
 * and offers ways out, each a plain link (no JavaScript needed) saying how many programs it gives: widen the
 * radius of a place search to the next step (10, 25, 50, 100 miles; a step further when the next gives
 * nothing), remove one filter, remove them all, telehealth providers, or drop the search words. Only ways
 * that give something are shown. Server-rendered; the counts are the same queries the page itself runs.
 */
export async function EmptyResults({ search, place = null, words }: { search: SearchState; place?: Place | null; words: SearchWords }) {
  const t = words.text;
  const filters = activeFilters(search, words);
  const candidates: { key: string; text: string; state: SearchState }[] = filters.map((f) => ({ key: f.key, text: fill(t.removeWay, { label: f.label }), state: { ...search, ...f.remove, page: 1 } }));
  if (filters.length > 1) candidates.push({ key: "all", text: t.removeAll, state: { ...search, ...NO_FILTERS, page: 1 } });
  if (!search.telehealth) candidates.push({ key: "telehealth", text: t.showTelehealth, state: { ...search, ...NO_FILTERS, state: search.state, q: "", radius: DEFAULT_RADIUS, telehealth: true, page: 1 } });
  if (search.q) candidates.push({ key: "q", text: fill(filters.length ? t.showEveryFiltered : t.showEvery, { q: search.q }), state: { ...search, q: "", radius: DEFAULT_RADIUS, page: 1 } });
  const count = async (c: { key: string; text: string; state: SearchState }): Promise<Way | null> => {
    const r = await loadResults(c.state);
    return r.ok && r.total > 0 ? { key: c.key, text: c.text, href: searchHref(c.state, {}, words.base), count: programs(r, t) } : null;
  };
  // The radius first: the same search a little wider is the nearest answer to the question asked.
  const [wider, ...counted] = await Promise.all([place ? widen(search, place, count, t) : null, ...candidates.map(count)]);
  const ways = [wider, ...counted].filter((w): w is Way => w !== null);
  return (
    <div className="mt-4 rounded-lg border bg-card p-5 sm:p-6" data-testid="results-empty">
      <p className="font-medium">{t.emptyTitle}</p>
      {filters.length > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {fill(t.filtersInUseList, { list: filters.map((f) => f.label).join(", ") })}
          {search.q ? fill(t.withSearch, { q: search.q }) : ""}.
        </p>
      ) : place ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {fill(t.noneWithin, { radius: search.radius, place: place.label })}
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">{fill(t.nothingMatches, { q: search.q })}</p>
      )}
      {ways.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label={t.ways} data-testid="empty-ways">
          {ways.map((w) => (
            <li key={w.key}>
              <Link href={w.href} className="font-medium text-primary underline underline-offset-2" data-count={w.count}>
                {w.text}
              </Link>{" "}
              <span className="text-sm text-muted-foreground">({w.count})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The next radius step that finds something (10, 25, 50, 100 miles), counted one step at a time; null when none does. */
async function widen(search: SearchState, place: Place, count: (c: { key: string; text: string; state: SearchState }) => Promise<Way | null>, t: SearchWords["text"]): Promise<Way | null> {
  for (let radius = widerRadius(search.radius); radius !== null; radius = widerRadius(radius)) {
    const way = await count({ key: "radius", text: fill(t.widen, { radius, place: place.label }), state: { ...search, radius, page: 1 } });
    if (way) return way;
  }
  return null;
}
