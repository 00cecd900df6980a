import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdSlot } from "@/components/ad-slot";
import { cardData } from "@/features/programs/client";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatTotal } from "./sql/page";
import { stateName } from "@/lib/us-states";
import { activeFilterCount, apiQuery, PAGE_SIZE, SORT_LABELS, parseSearchState, searchHref, serializeSearchState, type SearchState } from "./parse-search-url";
import { AddBusinessBanner } from "@/features/programs/client";
import { FilterPanel } from "@/features/search/components/filter-panel";
import { FilterChips } from "@/features/search/components/filter-chips";
import { EmptyResults } from "@/features/search/components/empty-results";
import { GuideSection } from "@/features/content/client";
import { HeroSearch } from "@/features/search/components/hero-search";
import { HomeMap } from "@/features/search/components/home-map";
import { mapTiles } from "@/components/map/tiles";
import { loadResults, type Results } from "@/features/search/results";
import { MobileFilters } from "@/features/search/components/mobile-filters";
import { PaginationNav } from "@/features/search/components/pagination-nav";
import { RadiusSelect } from "@/features/search/components/radius-select";
import { ResultsCards } from "@/features/search/components/results-cards";
import { ResultsRegion } from "@/features/search/components/results-region";
import { SearchNavProvider } from "@/features/search/components/search-nav";
import { SortSelect } from "@/features/search/components/sort-select";
import { SkipToResults } from "@/features/search/components/skip-to-results";

// The directory home (spec section 2, decisions.md): the search state is the URL, and the whole first
// page of results is in the server's HTML. Client islands: search box, filters, sort, map, result cards, pagination.
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const s = parseSearchState(await searchParams);
  const where = s.state ? stateName(s.state) : undefined;
  const title = s.q
    ? `Heavy metal detox programs matching "${s.q}"`
    : where
      ? `Heavy metal detox and chelation programs in ${where}`
      : undefined;
  return {
    ...(title ? { title } : {}),
    alternates: { canonical: `/${serializeSearchState(s)}` },
  };
}

export default async function HomePage({ searchParams }: Props) {
  const search = parseSearchState(await searchParams);
  const results = await loadResults(search);
  if (results.ok && results.items.length === 0 && results.total > 0 && search.page > 1) {
    redirect(searchHref(search, { page: Math.ceil(results.total / PAGE_SIZE) }));
  }
  const searching = search.q !== "" || activeFilterCount(search) > 0;
  const mapPrograms = results.ok
    ? results.items.map(({ id, name, address, city, state, zipCode, rating, reviewCount, programTypes, latitude, longitude }) => ({
        id, name, address, city, state, zipCode, rating, reviewCount, programTypes, latitude, longitude,
      }))
    : [];

  return (
    <SearchNavProvider search={search} total={results.ok ? { shown: formatTotal(results), one: results.total === 1 && !results.totalCapped } : null}>
      <div className="border-b bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-3 sm:py-8">
          <h1 className="text-xl font-bold tracking-tight sm:text-3xl">Find Heavy Metal Detox Programs</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">
            Search testing, detox and chelation providers across the United States by city, state, or zip code.
          </p>
          <div className="mt-3 max-w-2xl sm:mt-4">
            <HeroSearch key={search.q} />
            {searching && results.ok && results.items.length > 0 && <SkipToResults />}
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            Have a blood lead test result?{" "}
            <Link href="/blood-lead-levels" className="font-medium text-primary underline underline-offset-4">
              See what it means and what to do next
            </Link>
            .
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden space-y-4 lg:block">
          <FilterPanel />
          <AdSlot minHeight={250} />
          <AdSlot minHeight={100} />
        </div>

        {/* Results first (decisions.md "The right provider first"): once a search or filter is set, the count
            and the first card start in the first screen at 1280x800 and 390x844; the guide goes below them.
            Only the bare landing page keeps the spec's desktop order (guide first). The map sits beside the
            list from lg up (a sticky column), never above it; on phones it opens above the list on request.
            The document follows the phone order so that a paint made while the HTML is still arriving never
            draws the guide where the results then land (a layout shift of 0.29-0.49 on phones before). */}
        <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_22rem] lg:has-[[data-map-hidden=true]]:grid-cols-[minmax(0,1fr)_auto] xl:has-[[data-map-hidden=true]]:grid-cols-[minmax(0,1fr)_auto]">
            <HomeMap
              empty={results.ok && results.total === 0}
              programs={mapPrograms}
              pointsUrl={results.ok ? `/api/programs/points${apiQuery(search)}` : null}
              tiles={mapTiles()}
              toolbarStart={<MobileFilters />}
              className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1"
            />
            <section id="results" aria-labelledby="results-title" className="min-w-0 scroll-mt-24 lg:col-start-1 lg:row-start-1">
              <ResultsList search={search} results={results} />
            </section>
          </div>
          <AdSlot className="lg:hidden" />
          <GuideSection className={searching ? undefined : "lg:order-first"} />
          <AddBusinessBanner />
        </div>
      </div>
    </SearchNavProvider>
  );
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The list's heading (decisions.md "Where the person is"): around a place, "N programs within R miles of
 * {place}"; search words, the spec's "N Programs Found"; neither, what the list is ("Top rated programs across the US",
 * or in the state filtered on), never "in your area".
 */
function resultsHeading(search: SearchState, results: Extract<Results, { ok: true }>, count: string): React.ReactNode {
  if (results.place) {
    return (
      <>
        <span data-testid="results-count">{count}</span> within {search.radius} miles of {results.place.label}
      </>
    );
  }
  // Search words: the spec's own header.
  if (search.q) return <span data-testid="results-count">{`${formatTotal(results)} ${results.total === 1 && !results.totalCapped ? "Program" : "Programs"} Found`}</span>;
  const where = search.state ? `in ${stateName(search.state)}` : "across the US";
  return results.sortBy === "rating" ? `Top rated programs ${where}` : `Programs ${where}, ${SORT_LABELS[results.sortBy].toLowerCase()} first`;
}

function ResultsList({ search, results }: { search: SearchState; results: Results }) {
  if (!results.ok) {
    return (
      <Alert variant="destructive" data-testid="results-error">
        <AlertTitle>
          <h2 id="results-title">Error Loading Programs</h2>
        </AlertTitle>
        <AlertDescription>Failed to load detox programs. Please try refreshing the page.</AlertDescription>
      </Alert>
    );
  }
  const { items, total, place } = results;
  // Above the cap the total is "1,000+": the count reaches one row past this page, so Next still works.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE) + (results.totalCapped ? 1 : 0));
  const shownTotal = formatTotal(results);
  const from = (search.page - 1) * PAGE_SIZE + 1;
  const count = `${shownTotal} ${total === 1 && !results.totalCapped ? "program" : "programs"}`;
  return (
    <>
      {!place && !search.q ? (
        // The list without a search: the heading says what it is, and the count line is the live region. On a phone
        // the heading takes the whole row and the sort sits beside the count, so the first card stays in view.
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:items-start">
          <h2 id="results-title" className="col-span-2 text-lg font-semibold tracking-tight sm:col-span-1 sm:text-xl">
            {resultsHeading(search, results, count)}
          </h2>
          <div className="col-start-2 row-start-2 sm:row-span-2 sm:row-start-1">
            <SortSelect hasPlace={false} />
          </div>
          <p className="col-start-1 row-start-2 min-w-0 text-sm text-muted-foreground" aria-live="polite" data-testid="results-summary">
            <span data-testid="results-count">{count}</span>.{" "}
            <span className="hidden sm:inline">
              <a href="#home-search" className="text-primary underline underline-offset-4" data-testid="enter-place">
                Enter your ZIP code or city
              </a>{" "}
              to see the nearest, or{" "}
            </span>
            <Link href="/states" className="text-primary underline underline-offset-4" data-testid="browse-states">
              <span className="sm:hidden">Browse</span>
              <span className="hidden sm:inline">browse</span> by state
            </Link>
            .
          </p>
        </div>
      ) : (
      /* A place search has two controls (radius, sort): they wrap below the count when the line is too narrow. */
      <div className={place ? "flex flex-wrap items-start justify-between gap-x-3 gap-y-2" : "flex items-start justify-between gap-3"}>
        <div className={place ? "min-w-0 flex-[1_1_16rem]" : "min-w-0"} aria-live="polite" data-testid="results-summary">
          <h2 id="results-title" className="text-lg font-semibold tracking-tight sm:text-xl">
            {resultsHeading(search, results, count)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {place ? (
              place.corrected ? (
                <span data-testid="place-corrected">Showing results for {place.label}</span>
              ) : sameText(search.q, place.label) ? null : (
                <>Results for &quot;{search.q}&quot;</>
              )
            ) : (
              <>Results for &quot;{search.q}&quot;</>
            )}
            {search.q && (
              <>
                {place && (place.corrected || !sameText(search.q, place.label)) ? " · " : ""}
                <Link href={searchHref(search, { q: "" })} className="text-primary underline">
                  Clear search
                </Link>
              </>
            )}
          </p>
          {place && place.others && place.others.length > 0 && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="other-places">
              Also:{" "}
              {place.others.map((o, i) => (
                <span key={o.label}>
                  {i > 0 && " · "}
                  <Link href={searchHref(search, { q: o.label })} className="text-primary underline underline-offset-2">
                    {o.label}
                  </Link>
                </span>
              ))}
            </p>
          )}
        </div>
        {place ? (
          <div className="flex flex-wrap items-center gap-2">
            <RadiusSelect place={place.label} />
            <SortSelect hasPlace />
          </div>
        ) : (
          <SortSelect hasPlace={false} />
        )}
      </div>
      )}
      <FilterChips search={search} />
      <ResultsRegion>
        {items.length === 0 ? (
          <EmptyResults search={search} place={place} />
        ) : (
          <ResultsCards items={items.map(cardData)} />
        )}
        {total > PAGE_SIZE && items.length > 0 && (
          <>
            <p className="mt-4 text-center text-sm text-muted-foreground">
              Showing {from}–{from + items.length - 1} of {shownTotal}
            </p>
            <PaginationNav page={search.page} lastPage={lastPage} />
          </>
        )}
      </ResultsRegion>
    </>
  );
}
