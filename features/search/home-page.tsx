import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdSlot } from "@/components/ad-slot";
import { cardData } from "@/features/programs/client";
import type { ProgramCardData } from "@/features/programs";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatTotal } from "./sql/page";
import { stateName } from "@/lib/us-states";
import { activeFilterCount, apiQuery, PAGE_SIZE, parseSearchState, searchHref, searchPath, serializeSearchState, type SearchState } from "./parse-search-url";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/fill";
import { messagesFor } from "@/lib/i18n/messages";
import { languageAlternates } from "@/lib/seo";
import type { SearchWords } from "./text";
import { searchWords } from "./words";
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
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>>; locale?: Locale };

export async function generateMetadata({ searchParams, locale = "en" }: Props): Promise<Metadata> {
  const s = parseSearchState(await searchParams);
  const t = messagesFor(locale).search;
  const where = s.state ? stateName(s.state) : undefined;
  const title = s.q ? fill(t.metaQ, { q: s.q }) : where ? fill(t.metaState, { where }) : undefined;
  const query = serializeSearchState(s);
  // The bare home page names its other language; a search's URL is its own page in one language.
  const languages = query ? null : languageAlternates("/");
  return {
    ...(title ? { title } : {}),
    alternates: { canonical: searchPath(locale === "es" ? "/es" : "/", query), ...(languages ? { languages } : {}) },
  };
}

export default async function HomePage({ searchParams, locale = "en" }: Props) {
  const search = parseSearchState(await searchParams);
  const words = searchWords(locale);
  const t = words.text;
  const home = messagesFor(locale).home;
  const results = await loadResults(search);
  if (results.ok && results.items.length === 0 && results.total > 0 && search.page > 1) {
    redirect(searchHref(search, { page: Math.ceil(results.total / PAGE_SIZE) }, words.base));
  }
  const searching = search.q !== "" || activeFilterCount(search) > 0;
  // One object per result for both the cards and the map's pins: React sends an object it meets twice once (the
  // second time as a reference), so the pins cost the payload only the four fields a card does not show, not a
  // second copy of ten results (2.5 KB of a ZIP search's payload, docs/performance.md, issue 52).
  const shown = results.ok
    ? results.items.map((p) => ({ ...cardData(p), address: p.address, zipCode: p.zipCode, latitude: p.latitude, longitude: p.longitude }))
    : [];

  return (
    <SearchNavProvider search={search} words={words} total={results.ok ? { shown: formatTotal(results), one: results.total === 1 && !results.totalCapped } : null}>
      <div className="border-b bg-muted/50">
        <div className="mx-auto max-w-7xl px-4 py-3 sm:py-8">
          <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
          <p className="mt-1 hidden text-muted-foreground sm:block">
            {t.intro}
          </p>
          <div className="mt-3 max-w-2xl sm:mt-4">
            <HeroSearch key={search.q} />
            {searching && results.ok && results.items.length > 0 && <SkipToResults text={t.skip} />}
          </div>
          <p className="mt-2 text-sm text-muted-foreground">
            {t.bllPrompt}{" "}
            <Link href={locale === "es" ? "/es/blood-lead-levels" : "/blood-lead-levels"} className="font-medium text-primary underline underline-offset-4">
              {t.bllLink}
            </Link>
            .
          </p>
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden space-y-4 lg:block">
          <FilterPanel />
          <AdSlot minHeight={250} label={home.advertisement} />
          <AdSlot minHeight={100} label={home.advertisement} />
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
              programs={shown}
              pointsUrl={results.ok ? `/api/programs/points${apiQuery(search)}` : null}
              tiles={mapTiles()}
              toolbarStart={<MobileFilters />}
              className="lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1"
            />
            <section id="results" aria-labelledby="results-title" className="min-w-0 scroll-mt-24 lg:col-start-1 lg:row-start-1">
              <ResultsList search={search} results={results} cards={shown} words={words} />
            </section>
          </div>
          <AdSlot className="lg:hidden" label={home.advertisement} />
          <GuideSection className={searching ? undefined : "lg:order-first"} text={home} />
          <AddBusinessBanner text={home} />
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
function resultsHeading(search: SearchState, results: Extract<Results, { ok: true }>, count: string, t: SearchWords["text"]): React.ReactNode {
  if (results.place) {
    return (
      <>
        <span data-testid="results-count">{count}</span>
        {fill(t.within, { radius: search.radius, place: results.place.label })}
      </>
    );
  }
  // Search words: the spec's own header.
  if (search.q) return <span data-testid="results-count">{fill(results.total === 1 && !results.totalCapped ? t.foundOne : t.foundMany, { total: formatTotal(results) })}</span>;
  const where = search.state ? stateName(search.state) : undefined;
  const sort = t.sort[results.sortBy].toLowerCase();
  if (results.sortBy === "rating") return where ? fill(t.topRatedIn, { where }) : t.topRatedUS;
  return where ? fill(t.sortedIn, { where, sort }) : fill(t.sortedUS, { sort });
}

/** `cards`: the page's results as the cards show them (the same objects as the map's pins). */
function ResultsList({ search, results, cards, words }: { search: SearchState; results: Results; cards: ProgramCardData[]; words: SearchWords }) {
  const t = words.text;
  const href = (patch: Partial<SearchState>) => searchHref(search, patch, words.base);
  if (!results.ok) {
    return (
      <Alert variant="destructive" data-testid="results-error">
        <AlertTitle>
          <h2 id="results-title">{t.errorTitle}</h2>
        </AlertTitle>
        <AlertDescription>{t.errorText}</AlertDescription>
      </Alert>
    );
  }
  const { items, total, place } = results;
  // Above the cap the total is "1,000+": the count reaches one row past this page, so Next still works.
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE) + (results.totalCapped ? 1 : 0));
  const shownTotal = formatTotal(results);
  const from = (search.page - 1) * PAGE_SIZE + 1;
  const count = fill(total === 1 && !results.totalCapped ? t.countOne : t.countMany, { total: shownTotal });
  return (
    <>
      {!place && !search.q ? (
        // The list without a search: the heading says what it is, and the count line is the live region. On a phone
        // the heading takes the whole row and the sort sits beside the count, so the first card stays in view.
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:items-start">
          <h2 id="results-title" className="col-span-2 text-lg font-semibold tracking-tight sm:col-span-1 sm:text-xl">
            {resultsHeading(search, results, count, t)}
          </h2>
          <div className="col-start-2 row-start-2 sm:row-span-2 sm:row-start-1">
            <SortSelect hasPlace={false} />
          </div>
          <p className="col-start-1 row-start-2 min-w-0 text-sm text-muted-foreground" aria-live="polite" data-testid="results-summary">
            <span data-testid="results-count">{count}</span>.{" "}
            <span className="hidden sm:inline">
              <a href="#home-search" className="text-primary underline underline-offset-4" data-testid="enter-place">
                {t.enterPlace}
              </a>{" "}
              {t.toSeeNearest}{" "}
            </span>
            <Link href={words.base === "/es" ? "/es/states" : "/states"} className="text-primary underline underline-offset-4" data-testid="browse-states">
              <span className="sm:hidden">{t.browseCap}</span>
              <span className="hidden sm:inline">{t.browse}</span> {t.byState}
            </Link>
            .
          </p>
        </div>
      ) : (
      /* A place search has two controls (radius, sort): they wrap below the count when the line is too narrow. */
      <div className={place ? "flex flex-wrap items-start justify-between gap-x-3 gap-y-2" : "flex items-start justify-between gap-3"}>
        <div className={place ? "min-w-0 flex-[1_1_16rem]" : "min-w-0"} aria-live="polite" data-testid="results-summary">
          <h2 id="results-title" className="text-lg font-semibold tracking-tight sm:text-xl">
            {resultsHeading(search, results, count, t)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {place ? (
              place.corrected ? (
                <span data-testid="place-corrected">{fill(t.showingFor, { place: place.label })}</span>
              ) : sameText(search.q, place.label) ? null : (
                <>{fill(t.resultsFor, { q: search.q })}</>
              )
            ) : (
              <>{fill(t.resultsFor, { q: search.q })}</>
            )}
            {search.q && (
              <>
                {!place || place.corrected || !sameText(search.q, place.label) ? " · " : ""}
                <Link href={href({ q: "" })} className="text-primary underline">
                  {t.clearSearch}
                </Link>
              </>
            )}
          </p>
          {place && place.others && place.others.length > 0 && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="other-places">
              {t.also}{" "}
              {place.others.map((o, i) => (
                <span key={o.label}>
                  {i > 0 && " · "}
                  <Link href={href({ q: o.label })} className="text-primary underline underline-offset-2">
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
      <FilterChips search={search} words={words} />
      <ResultsRegion>
        {items.length === 0 ? (
          <EmptyResults search={search} place={place} words={words} />
        ) : (
          <ResultsCards items={cards} />
        )}
        {total > PAGE_SIZE && items.length > 0 && (
          <>
            <p className="mt-4 text-center text-sm text-muted-foreground">
              {fill(t.showingRange, { from, to: from + items.length - 1, total: shownTotal })}
            </p>
            <PaginationNav page={search.page} lastPage={lastPage} />
          </>
        )}
      </ResultsRegion>
    </>
  );
}
