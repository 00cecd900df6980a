import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { Breadcrumbs } from "@/features/content/server";
import { PageLinks } from "@/components/page-links";
import { CITY_PAGE_SIZE as PAGE_SIZE, CITY_RADIUS_MILES, cityProgramsPage, cityRedirect, findCity, nearbyCities, type City, type CityPage } from "@/features/places/cities";
import { cityPath } from "@/features/places/city-slug";
import { PlaceListings } from "@/features/places/place-listings";
import { SPECIALTIES, SPECIALTY_LABELS } from "@/features/programs";
import { PublicHelp } from "@/features/public-help/client";
import { statePageQuerySchema } from "./query";
import { serializeSearchState } from "@/features/search";
import { pageMetadata } from "@/lib/seo";
import { stateFromSlug, stateSlug, type StateCode } from "@/lib/us-states";
import { plural } from "@/lib/format";

type Props = {
  params: Promise<{ slug: string; city: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};


/**
 * The city of the URL; a city whose programs all moved (renamed or merged) redirects with 308 to where they
 * went, and a city with no listed program is a 404.
 */
async function cityOf(params: Props["params"]): Promise<{ city: City; stateName: string; code: StateCode }> {
  const { slug, city: citySlug } = await params;
  const state = stateFromSlug(slug);
  if (!state || citySlug.length > 120) notFound();
  const city = await findCity(state.code, citySlug);
  if (city) return { city, stateName: state.name, code: state.code };
  const moved = await cityRedirect(state.code, citySlug);
  if (moved) permanentRedirect(cityPath(stateSlug(moved.state), moved.slug));
  notFound();
}

export const cityTitle = (city: City) => `Heavy Metal Detox and Chelation Providers in ${city.name}, ${city.state}`;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { city, stateName } = await cityOf(params);
  const { page } = statePageQuerySchema.parse(await searchParams);
  const path = `${cityPath(stateSlug(city.state), city.slug)}${page > 1 ? `?page=${page}` : ""}`;
  return pageMetadata({
    title: `${cityTitle(city)}${page > 1 ? ` (page ${page})` : ""}`,
    description: `${plural(city.programs, "heavy metal testing, detox or chelation program", "heavy metal testing, detox and chelation programs")} in ${city.name}, ${stateName}, and more within ${CITY_RADIUS_MILES} miles, with ratings, reviews, distances and contact details.`,
    path,
    image: "own",
  });
}

/** The intro: what the data says about the city's programs, and nothing it does not. */
function intro(city: City): string[] {
  const lines: string[] = [];
  const { telehealth, specialties } = city;
  if (telehealth > 0) lines.push(`${plural(telehealth, "program", "programs")} in ${city.name} ${telehealth === 1 ? "says it offers" : "say they offer"} telehealth.`);
  const held = SPECIALTIES.filter((s) => (specialties[s] ?? 0) > 0).map((s) => `${specialties[s]} in ${SPECIALTY_LABELS[s].toLowerCase()}`);
  if (held.length > 0) lines.push(`Registered with NPI in a specialty our guides recommend: ${held.join(", ")}.`);
  return lines;
}

/** The list's heading: both counts, "3 programs in Columbus, and 5 more within 25 miles". */
function cityCounts(city: City, data: CityPage): string {
  const own = `${plural(data.inCity, "program", "programs")} in ${city.name}`;
  if (!data.nearest) return own;
  const more = data.nearby > 0 ? `${data.nearbyCapped ? "over " : ""}${data.nearby.toLocaleString("en-US")} more` : "no other";
  return `${own}, and ${more} within ${CITY_RADIUS_MILES} miles`;
}

/** The radius of the home search a city page links to. */
const WIDER_RADIUS = 100;

export default async function CityPageView({ params, searchParams }: Props) {
  const { city, stateName, code } = await cityOf(params);
  const { page } = statePageQuerySchema.parse(await searchParams);
  const [data, nearby] = await Promise.all([cityProgramsPage(city, page), nearbyCities(city)]);
  const stateBase = `/states/${stateSlug(city.state)}`;
  const base = cityPath(stateSlug(city.state), city.slug);
  const total = data.inCity + data.nearby;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const href = (n: number) => (n > 1 ? `${base}?page=${n}` : base);
  // The home search for the city's place query, wider: its first results are this list (cities.ts).
  const wider = data.search ? `/${serializeSearchState({ q: data.search, radius: WIDER_RADIUS })}` : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "States", path: "/states" },
          { name: stateName, path: stateBase },
          { name: city.name, path: base },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{cityTitle(city)}</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 leading-7 text-muted-foreground" data-testid="city-intro">
        <p>
          {[...intro(city), "Listings come from program owners and public sources; a listing is not an endorsement."].join(" ")}
        </p>
      </div>

      <section aria-labelledby="programs" className="mt-8">
        <h2 id="programs" className="text-xl font-semibold" data-testid="city-counts">
          {cityCounts(city, data)}
        </h2>
        <p className="mt-2 max-w-[70ch] leading-7 text-muted-foreground">
          {data.nearest ? `Nearest first, from the centre of ${city.name}.` : "Top rated first."}
          {wider ? (
            <>
              {" "}
              <a href={wider} className="font-medium text-primary underline underline-offset-4" data-testid="city-wider-search">
                See all programs within {WIDER_RADIUS} miles of {city.name}, {city.state}
              </a>
            </>
          ) : null}
        </p>
        {data.items.length > 0 ? (
          <PlaceListings items={data.items} listName={cityTitle(city)} first={(page - 1) * PAGE_SIZE + 1} from={city.name} />
        ) : (
          <p className="mt-3 text-muted-foreground">
            There are no programs on this page.{" "}
            <Link href={base} className="font-medium text-primary underline underline-offset-4">
              Back to the first page
            </Link>
          </p>
        )}
        {lastPage > 1 ? <PageLinks page={page} lastPage={lastPage} href={href} label="Pagination" showCount className="mt-6" /> : null}

        <p className="mt-6 max-w-[70ch] leading-7 text-muted-foreground">
          A blood lead test is the first step, and your own doctor can usually order it. Before you book, read{" "}
          <Link href="/choosing-guide" className="font-medium text-primary underline underline-offset-4">
            how to choose a heavy metal detox program
          </Link>
          , or see{" "}
          <a href="#public-help" className="font-medium text-primary underline underline-offset-4">
            free public help in {stateName}
          </a>
          .
        </p>
      </section>

      {/* The box of a program page: Poison Help, the region's PEHSU and the state's lead program; the state page has the full section. */}
      <PublicHelp state={code} compact className="mt-10" />

      <section aria-labelledby="nearby-cities" className="mt-12 border-t pt-6">
        <h2 id="nearby-cities" className="text-lg font-semibold">
          {nearby.some((c) => c.miles !== null) ? "Nearby cities" : `More cities in ${stateName}`}
        </h2>
        <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
          {nearby.map((c) => (
            <li key={`${c.state}/${c.slug}`}>
              <Link href={cityPath(stateSlug(c.state), c.slug)} className="inline-block py-1.5 underline-offset-4 hover:text-primary hover:underline">
                {c.name}, {c.state}
                {c.miles !== null ? <span className="ml-1 text-muted-foreground">({c.miles} mi)</span> : null}
              </Link>
            </li>
          ))}
          <li>
            <Link href={stateBase} className="inline-block py-1.5 font-medium text-primary underline underline-offset-4">
              Every city in {stateName}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
