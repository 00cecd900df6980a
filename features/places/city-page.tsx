import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumbs } from "@/features/content/server";
import { PageLinks } from "@/components/page-links";
import { CITY_PAGE_SIZE as PAGE_SIZE, CITY_RADIUS_MILES, cityProgramsPage, cityRedirect, findCity, nearbyCities, type City, type CityPage } from "@/features/places/cities";
import { cityPath } from "@/features/places/city-slug";
import { PlaceListings } from "@/features/places/place-listings";
import { SPECIALTIES } from "@/features/programs";
import { factLabels } from "@/features/programs/server";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translator } from "@/lib/i18n/messages";
import { PublicHelp } from "@/features/public-help/client";
import { statePageQuerySchema } from "./query";
import { serializeSearchState } from "@/features/search";
import { pageMetadata } from "@/lib/seo";
import { placeShareImage } from "./share-card";
import { stateFromSlug, stateSlug, type StateCode } from "@/lib/us-states";

type Props = {
  params: Promise<{ slug: string; city: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  locale?: Locale;
};


/**
 * The city of the URL; a city whose programs all moved (renamed or merged) redirects with 308 to where they
 * went, and a city with no listed program is a 404.
 */
async function cityOf(params: Props["params"], locale: Locale): Promise<{ city: City; stateName: string; code: StateCode }> {
  const { slug, city: citySlug } = await params;
  const state = stateFromSlug(slug);
  if (!state || citySlug.length > 120) notFound();
  const city = await findCity(state.code, citySlug);
  if (city) return { city, stateName: state.name, code: state.code };
  const moved = await cityRedirect(state.code, citySlug);
  if (moved) permanentRedirect(localeHref(locale, cityPath(stateSlug(moved.state), moved.slug)));
  notFound();
}

/** The city page's title ("Heavy Metal Detox and Chelation Providers in Austin, TX"), in `locale`. */
export const cityTitle = (city: City, locale: Locale = "en") => translator(locale, "places")("cityTitle", { city: city.name, st: city.state });

/** The page's metadata in one language (/states/{slug}/{city}, /es/states/{slug}/{city}). */
export function cityMetadata(locale: Locale) {
  return async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const t = translator(locale, "places");
    const { city, stateName } = await cityOf(params, locale);
    const { page } = statePageQuerySchema.parse(await searchParams);
    const pagePath = localePath(locale, cityPath(stateSlug(city.state), city.slug));
    const path = `${pagePath}${page > 1 ? `?page=${page}` : ""}`;
    return pageMetadata({
      title: `${cityTitle(city, locale)}${page > 1 ? t("pageSuffix", { page }) : ""}`,
      description: t("cityDescription", { count: city.programs, city: city.name, state: stateName, radius: CITY_RADIUS_MILES }),
      path,
      image: placeShareImage(pagePath, `${city.name}, ${city.state}`, locale),
    });
  };
}
export const generateMetadata = cityMetadata("en");

/** The intro: what the data says about the city's programs, and nothing it does not. */
function intro(city: City, locale: Locale): string[] {
  const t = translator(locale, "places");
  const facts = factLabels(locale);
  const lines: string[] = [];
  const { telehealth, specialties } = city;
  if (telehealth > 0) lines.push(t("cityTelehealth", { count: telehealth, city: city.name }));
  const held = SPECIALTIES.filter((s) => (specialties[s] ?? 0) > 0).map((s) => t("citySpecialty", { count: String(specialties[s]), specialty: facts.specialties[s].toLowerCase() }));
  if (held.length > 0) lines.push(t("citySpecialties", { list: held.join(", ") }));
  return lines;
}

/** The list's heading: both counts, "3 programs in Columbus, and 5 more within 25 miles". */
function cityCounts(city: City, data: CityPage, locale: Locale): string {
  const t = translator(locale, "places");
  const own = t("cityOwn", { count: data.inCity, city: city.name });
  if (!data.nearest) return own;
  if (data.nearby === 0) return t("cityNoOther", { own, radius: CITY_RADIUS_MILES });
  return t(data.nearbyCapped ? "cityNearbyOver" : "cityNearby", { own, more: data.nearby, radius: CITY_RADIUS_MILES });
}

/** The radius of the home search a city page links to. */
const WIDER_RADIUS = 100;

export default async function CityPageView({ params, searchParams, locale = "en" }: Props) {
  const t = translator(locale, "places");
  const ts = translator(locale, "states");
  const { city, stateName, code } = await cityOf(params, locale);
  const { page } = statePageQuerySchema.parse(await searchParams);
  const [data, nearby] = await Promise.all([cityProgramsPage(city, page), nearbyCities(city)]);
  const stateBase = localeHref(locale, `/states/${stateSlug(city.state)}`);
  const base = localeHref(locale, cityPath(stateSlug(city.state), city.slug));
  const total = data.inCity + data.nearby;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const href = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  // The home search for the city's place query, wider: its first results are this list (cities.ts).
  const wider = data.search ? `${localeHref(locale, "/")}${serializeSearchState({ q: data.search, radius: WIDER_RADIUS })}` : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        label={ts("breadcrumb")}
        crumbs={[
          { name: ts("home"), path: localeHref(locale, "/") },
          { name: ts("states"), path: localeHref(locale, "/states") },
          { name: stateName, path: stateBase },
          { name: city.name, path: base },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{cityTitle(city, locale)}</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 leading-7 text-muted-foreground" data-testid="city-intro">
        <p>
          {[...intro(city, locale), t("notEndorsement")].join(" ")}
        </p>
      </div>

      <section aria-labelledby="programs" className="mt-8">
        <h2 id="programs" className="text-xl font-semibold" data-testid="city-counts">
          {cityCounts(city, data, locale)}
        </h2>
        <p className="mt-2 max-w-[70ch] leading-7 text-muted-foreground">
          {data.nearest ? t("nearestFirst", { city: city.name }) : t("topRated")}
          {wider ? (
            <>
              {" "}
              <a href={wider} className="font-medium text-primary underline underline-offset-4" data-testid="city-wider-search">
                {t("wider", { radius: WIDER_RADIUS, city: city.name, st: city.state })}
              </a>
            </>
          ) : null}
        </p>
        {data.items.length > 0 ? (
          <PlaceListings items={data.items} listName={cityTitle(city, locale)} first={(page - 1) * PAGE_SIZE + 1} from={city.name} locale={locale} />
        ) : (
          <p className="mt-3 text-muted-foreground">
            {t("emptyPage")}{" "}
            <Link href={base} className="font-medium text-primary underline underline-offset-4">
              {t("backFirst")}
            </Link>
          </p>
        )}
        {lastPage > 1 ? <PageLinks page={page} lastPage={lastPage} href={href} label={t("pages.label")} showCount className="mt-6" words={locale === "en" ? undefined : messagesFor(locale).pages} /> : null}

        <p className="mt-6 max-w-[70ch] leading-7 text-muted-foreground">
          {t("cityFooterBefore")}{" "}
          <Link href={localeHref(locale, "/choosing-guide")} className="font-medium text-primary underline underline-offset-4">
            {t("choosingLink")}
          </Link>
          {t("cityFooterMiddle")}{" "}
          <a href="#public-help" className="font-medium text-primary underline underline-offset-4">
            {t("publicHelpLink", { state: stateName })}
          </a>
          .
        </p>
      </section>

      {/* The box of a program page: Poison Help, the region's PEHSU and the state's lead program; the state page has the full section. */}
      <PublicHelp state={code} compact className="mt-10" locale={locale} />

      <section aria-labelledby="nearby-cities" className="mt-12 border-t pt-6">
        <h2 id="nearby-cities" className="text-lg font-semibold">
          {nearby.some((c) => c.miles !== null) ? t("nearbyCities") : t("moreCities", { state: stateName })}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
          {nearby.map((c) => (
            <li key={`${c.state}/${c.slug}`}>
              <Link href={localeHref(locale, cityPath(stateSlug(c.state), c.slug))} className="inline-block py-1.5 underline-offset-4 hover:text-primary hover:underline">
                {c.name}, {c.state}
                {c.miles !== null ? <span className="ml-1 text-muted-foreground">({c.miles} mi)</span> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link href={stateBase} className="inline-block py-1.5 font-medium text-primary underline underline-offset-4">
              {t("everyCity", { state: stateName })}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
