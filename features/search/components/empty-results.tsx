import Link from "next/link";
import { formatTotal } from "../sql/page";
import { activeFilters, NO_FILTERS } from "@/features/search/active-filters";
import { loadResults } from "@/features/search/results";
import { DEFAULT_RADIUS, searchHref, widerRadius, type SearchState } from "../parse-search-url";
import type { Place } from "@/lib/geo";

type Way = { key: string; text: string; href: string; count: string };

const programs = (r: { total: number; totalCapped: boolean }) => `${formatTotal(r)} ${r.total === 1 && !r.totalCapped ? "program" : "programs"}`;

/**
 * No program matched (decisions.md "The right provider first"): names the filters that emptied the result
 * and offers ways out, each a plain link (no JavaScript needed) saying how many programs it gives: widen the
 * radius of a place search to the next step (10, 25, 50, 100 miles; a step further when the next gives
 * nothing), remove one filter, remove them all, telehealth providers, or drop the search words. Only ways
 * that give something are shown. Server-rendered; the counts are the same queries the page itself runs.
 */
export async function EmptyResults({ search, place = null }: { search: SearchState; place?: Place | null }) {
  const filters = activeFilters(search);
  const candidates: { key: string; text: string; state: SearchState }[] = filters.map((f) => ({ key: f.key, text: `Remove “${f.label}”`, state: { ...search, ...f.remove, page: 1 } }));
  if (filters.length > 1) candidates.push({ key: "all", text: "Remove every filter", state: { ...search, ...NO_FILTERS, page: 1 } });
  if (!search.telehealth) candidates.push({ key: "telehealth", text: "Show telehealth providers (video visits)", state: { ...search, ...NO_FILTERS, state: search.state, q: "", radius: DEFAULT_RADIUS, telehealth: true, page: 1 } });
  if (search.q) candidates.push({ key: "q", text: `Show every program${filters.length ? " with these filters" : ""}, without “${search.q}”`, state: { ...search, q: "", radius: DEFAULT_RADIUS, page: 1 } });
  const count = async (c: { key: string; text: string; state: SearchState }): Promise<Way | null> => {
    const r = await loadResults(c.state);
    return r.ok && r.total > 0 ? { key: c.key, text: c.text, href: searchHref(c.state), count: programs(r) } : null;
  };
  // The radius first: the same search a little wider is the nearest answer to the question asked.
  const [wider, ...counted] = await Promise.all([place ? widen(search, place, count) : null, ...candidates.map(count)]);
  const ways = [wider, ...counted].filter((w): w is Way => w !== null);
  return (
    <div className="mt-4 rounded-lg border bg-card p-5 sm:p-6" data-testid="results-empty">
      <p className="font-medium">No programs found matching your criteria.</p>
      {filters.length > 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">
          Filters in use: {filters.map((f) => f.label).join(", ")}
          {search.q ? `, with the search “${search.q}”` : ""}.
        </p>
      ) : place ? (
        <p className="mt-1 text-sm text-muted-foreground">
          No programs within {search.radius} miles of {place.label}.
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">Nothing matches “{search.q}”. Check the spelling, or try a ZIP code or a city and state.</p>
      )}
      {ways.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label="Ways to find programs" data-testid="empty-ways">
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
async function widen(search: SearchState, place: Place, count: (c: { key: string; text: string; state: SearchState }) => Promise<Way | null>): Promise<Way | null> {
  for (let radius = widerRadius(search.radius); radius !== null; radius = widerRadius(radius)) {
    const way = await count({ key: "radius", text: `Widen the search to ${radius} miles of ${place.label}`, state: { ...search, radius, page: 1 } });
    if (way) return way;
  }
  return null;
}
