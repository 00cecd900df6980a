import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/features/content/server";
import { PageLinks } from "@/components/page-links";
import { programCountsByState, STATE_PAGE_SIZE as PAGE_SIZE, stateProgramsPage } from "@/features/places/data";
import { allCities } from "@/features/places/cities";
import { cityPath } from "@/features/places/city-slug";
import { PlaceListings } from "@/features/places/place-listings";
import { SPECIALTIES, type Specialty } from "@/features/programs";
import { factLabels } from "@/features/programs/server";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo";
import { placeShareImage } from "./share-card";
import { US_STATES, stateFromSlug, stateSlug } from "@/lib/us-states";
import { statePageQuerySchema } from "./query";
import { PublicHelp } from "@/features/public-help/client";

/** A state page's URL with its specialty filter and page. */
function stateHref(base: string, specialty: readonly Specialty[], page = 1): string {
  const q = new URLSearchParams(specialty.map((s) => ["specialty", s]));
  if (page > 1) q.set("page", String(page));
  const text = q.toString();
  return text ? `${base}?${text}` : base;
}

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  locale?: Locale;
};

/** The page's metadata in one language (/states/{slug}, /es/states/{slug}). */
export function stateMetadata(locale: Locale) {
  return async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const t = translator(locale, "places");
    const state = stateFromSlug((await params).slug);
    if (!state) return { title: t("stateNotFound"), robots: { index: false } };
    const { page, specialty } = statePageQuerySchema.parse(await searchParams);
    const count = (await programCountsByState()).get(state.code) ?? 0;
    // A specialty view is the state page filtered: its canonical URL is the state page's.
    const pagePath = localePath(locale, `/states/${stateSlug(state.code)}`);
    const path = `${pagePath}${page > 1 && specialty.length === 0 ? `?page=${page}` : ""}`;
    return pageMetadata({
      title: `${t("stateTitle", { state: state.name })}${page > 1 ? t("pageSuffix", { page }) : ""}`,
      description: count > 0 ? t("stateDescription", { count, state: state.name }) : t("stateDescriptionNone", { state: state.name }),
      path,
      noindex: count === 0,
      image: placeShareImage(pagePath, state.name, locale),
    });
  };
}
export const generateMetadata = stateMetadata("en");

export default async function StatePage({ params, searchParams, locale = "en" }: Props) {
  const t = translator(locale, "places");
  const ts = translator(locale, "states");
  const facts = factLabels(locale);
  const href = (path: string) => localeHref(locale, path);
  const state = stateFromSlug((await params).slug);
  if (!state) notFound();
  const { page, specialty } = statePageQuerySchema.parse(await searchParams);
  const [counts, { byState }, { items, total }] = await Promise.all([programCountsByState(), allCities(), stateProgramsPage(state.code, { page, specialty })]);
  const cities = byState.get(state.code) ?? [];
  const inState = counts.get(state.code) ?? 0;
  const filtered = specialty.length > 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = href(`/states/${stateSlug(state.code)}`);
  const otherStates = US_STATES.filter((s) => s.code !== state.code && (counts.get(s.code) ?? 0) > 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        label={ts("breadcrumb")}
        crumbs={[
          { name: ts("home"), path: href("/") },
          { name: ts("states"), path: href("/states") },
          { name: state.name, path: base },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("stateHeading", { state: state.name })}</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 leading-7 text-muted-foreground">
        {inState > 0 ? (
          <p>{t("stateIntro", { count: inState, state: state.name, cities: cities.length > 0 ? t("stateIntroCities", { count: cities.length }) : "" })}</p>
        ) : (
          <p>{t("stateNone", { state: state.name })}</p>
        )}
        <p>
          {t("testingBefore")}{" "}
          <a href="#public-help" className="font-medium text-primary underline underline-offset-4">
            {t("publicHelpLink", { state: state.name })}
          </a>
          {t("testingAfter")}{" "}
          <Link href={href("/choosing-guide")} className="font-medium text-primary underline underline-offset-4">
            {t("choosingLink")}
          </Link>
          .
        </p>
      </div>

      {cities.length > 0 ? (
        <section aria-labelledby="cities" className="mt-8">
          <h2 id="cities" className="text-xl font-semibold">
            {t("citiesHeading")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4" data-testid="state-cities">
            {cities.map((c) => (
              <li key={c.slug} className="min-w-0">
                {c.listed > 0 ? (
                  <Link
                    href={href(cityPath(stateSlug(state.code), c.slug))}
                    className="inline-flex min-h-10 items-center font-medium text-primary underline underline-offset-4 hover:text-primary/80"
                  >
                    {c.name}
                    <span className="ml-1 text-sm text-muted-foreground">({c.programs})</span>
                  </Link>
                ) : (
                  // Only an owner's submission waiting for verification: no city page yet (docs/places.md).
                  <span className="inline-flex min-h-10 items-center text-muted-foreground">
                    {c.name} <span className="ml-1 text-sm">({c.programs})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="programs" className="mt-10">
        <h2 id="programs" className="text-xl font-semibold">
          {total > 0 || filtered ? t("programsIn", { state: state.name }) : t("noneYet")}
        </h2>
        {inState > 0 ? (
          <nav aria-label={t("specialtyNav")} className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{t("specialtyLabel")}</span>
            {[null, ...SPECIALTIES].map((s) => {
              const current = s === null ? !filtered : specialty.length === 1 && specialty[0] === s;
              return (
                <Link
                  key={s ?? "all"}
                  href={stateHref(base, s === null ? [] : [s])}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-9 items-center rounded-md border px-3 ${current ? "border-primary bg-primary/10 font-medium text-primary" : "bg-card hover:bg-accent"}`}
                >
                  {s === null ? t("all") : facts.specialties[s]}
                </Link>
              );
            })}
          </nav>
        ) : null}
        {filtered ? (
          <p className="mt-3 text-sm text-muted-foreground" data-testid="state-specialty-count">
            {t("specialtyCount", { count: total, specialties: specialty.map((s) => facts.specialties[s].toLowerCase()).join(t("or")) })}
          </p>
        ) : null}
        {items.length > 0 ? (
          <PlaceListings items={items} listName={t("listName", { state: state.name })} first={(page - 1) * PAGE_SIZE + 1} locale={locale} />
        ) : (
          <p className="mt-3 text-muted-foreground">
            {total > 0 ? t("emptyPage") : filtered ? t("noneWithSpecialty") : t("tryNearby")}
            {filtered && total === 0 ? (
              <Link href={base} className="font-medium text-primary underline underline-offset-4">
                {t("seeEvery", { state: state.name })}
              </Link>
            ) : null}
            {total > 0 || filtered ? null : (
              <Link href={href("/add-business")} className="font-medium text-primary underline underline-offset-4">
                {t("addYours")}
              </Link>
            )}
          </p>
        )}

        {lastPage > 1 ? <PageLinks page={page} lastPage={lastPage} href={(n) => stateHref(base, specialty, n)} label={t("pages.label")} showCount className="mt-6" words={locale === "en" ? undefined : messagesFor(locale).pages} /> : null}
      </section>

      <PublicHelp state={state.code} className="mt-10" locale={locale} />

      {otherStates.length > 0 ? (
        <section aria-labelledby="other-states" className="mt-12 border-t pt-6">
          <h2 id="other-states" className="text-lg font-semibold">
            {t("otherStates")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
            {otherStates.map((s) => (
              <li key={s.code}>
                <Link href={href(`/states/${stateSlug(s.code)}`)} className="inline-flex min-h-8 items-center underline-offset-4 hover:text-primary hover:underline">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
