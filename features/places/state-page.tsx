import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/features/content/server";
import { PageLinks } from "@/components/page-links";
import { programCountsByState, STATE_PAGE_SIZE as PAGE_SIZE, stateProgramsPage } from "@/features/places/data";
import { allCities } from "@/features/places/cities";
import { cityPath } from "@/features/places/city-slug";
import { PlaceListings } from "@/features/places/place-listings";
import { SPECIALTIES, SPECIALTY_LABELS, type Specialty } from "@/features/programs";
import { pageMetadata } from "@/lib/seo";
import { US_STATES, stateFromSlug, stateSlug } from "@/lib/us-states";
import { statePageQuerySchema } from "./query";
import { PublicHelp } from "@/features/public-help/client";
import { plural } from "@/lib/format";

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
};


export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const state = stateFromSlug((await params).slug);
  if (!state) return { title: "State Not Found", robots: { index: false } };
  const { page, specialty } = statePageQuerySchema.parse(await searchParams);
  const count = (await programCountsByState()).get(state.code) ?? 0;
  // A specialty view is the state page filtered: its canonical URL is the state page's.
  const path = `/states/${stateSlug(state.code)}${page > 1 && specialty.length === 0 ? `?page=${page}` : ""}`;
  return pageMetadata({
    title: `Heavy Metal Detox and Chelation Providers in ${state.name}${page > 1 ? ` (page ${page})` : ""}`,
    description:
      count > 0
        ? `${plural(count, "heavy metal testing, detox or chelation program", "heavy metal testing, detox and chelation programs")} listed in ${state.name}, with ratings, reviews and contact details.`
        : `No heavy metal detox or chelation programs are listed in ${state.name} yet. Search nearby states or add your program.`,
    path,
    noindex: count === 0,
    image: "own",
  });
}

export default async function StatePage({ params, searchParams }: Props) {
  const state = stateFromSlug((await params).slug);
  if (!state) notFound();
  const { page, specialty } = statePageQuerySchema.parse(await searchParams);
  const [counts, { byState }, { items, total }] = await Promise.all([programCountsByState(), allCities(), stateProgramsPage(state.code, { page, specialty })]);
  const cities = byState.get(state.code) ?? [];
  const inState = counts.get(state.code) ?? 0;
  const filtered = specialty.length > 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const base = `/states/${stateSlug(state.code)}`;
  const otherStates = US_STATES.filter((s) => s.code !== state.code && (counts.get(s.code) ?? 0) > 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "States", path: "/states" },
          { name: state.name, path: base },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Heavy Metal Detox Providers in {state.name}</h1>
      <div className="mt-4 max-w-[70ch] space-y-3 leading-7 text-muted-foreground">
        {inState > 0 ? (
          <p>
            The directory lists {plural(inState, "program", "programs")} in {state.name}
            {cities.length > 0 ? `, in ${plural(cities.length, "city", "cities")}` : ""}: clinics and wellness programs
            that offer heavy metal testing, detox or chelation. Listings come from program owners and public sources;
            a listing is not an endorsement.
          </p>
        ) : (
          <p>No programs in {state.name} are listed in the directory yet.</p>
        )}
        <p>
          Testing for lead starts with a blood lead test, which your own doctor can usually order, and your state or
          local health department can advise on lead testing and home inspections (see{" "}
          <a href="#public-help" className="font-medium text-primary underline underline-offset-4">
            free public help in {state.name}
          </a>
          ). Before you book, read{" "}
          <Link href="/choosing-guide" className="font-medium text-primary underline underline-offset-4">
            how to choose a heavy metal detox program
          </Link>
          .
        </p>
      </div>

      {cities.length > 0 ? (
        <section aria-labelledby="cities" className="mt-8">
          <h2 id="cities" className="text-xl font-semibold">
            Cities with programs
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4" data-testid="state-cities">
            {cities.map((c) => (
              <li key={c.slug} className="min-w-0">
                {c.listed > 0 ? (
                  <Link
                    href={cityPath(stateSlug(state.code), c.slug)}
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
          {total > 0 || filtered ? `Programs in ${state.name}` : "No programs listed yet"}
        </h2>
        {inState > 0 ? (
          <nav aria-label="Specialty" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">Specialty (as registered with NPI):</span>
            {[null, ...SPECIALTIES].map((s) => {
              const current = s === null ? !filtered : specialty.length === 1 && specialty[0] === s;
              return (
                <Link
                  key={s ?? "all"}
                  href={stateHref(base, s === null ? [] : [s])}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-9 items-center rounded-md border px-3 ${current ? "border-primary bg-primary/10 font-medium text-primary" : "bg-card hover:bg-accent"}`}
                >
                  {s === null ? "All" : SPECIALTY_LABELS[s]}
                </Link>
              );
            })}
          </nav>
        ) : null}
        {filtered ? (
          <p className="mt-3 text-sm text-muted-foreground" data-testid="state-specialty-count">
            {plural(total, "program", "programs")} registered with NPI in {specialty.map((s) => SPECIALTY_LABELS[s].toLowerCase()).join(" or ")}.
          </p>
        ) : null}
        {items.length > 0 ? (
          <PlaceListings items={items} listName={`Heavy metal detox and chelation providers in ${state.name}`} first={(page - 1) * PAGE_SIZE + 1} />
        ) : (
          <p className="mt-3 text-muted-foreground">
            {total > 0 ? "There are no programs on this page." : filtered ? "None registered with that specialty yet. " : "Try a nearby state, or "}
            {filtered && total === 0 ? (
              <Link href={base} className="font-medium text-primary underline underline-offset-4">
                See every program in {state.name}
              </Link>
            ) : null}
            {total > 0 || filtered ? null : (
              <Link href="/add-business" className="font-medium text-primary underline underline-offset-4">
                add your program
              </Link>
            )}
          </p>
        )}

        {lastPage > 1 ? <PageLinks page={page} lastPage={lastPage} href={(n) => stateHref(base, specialty, n)} label="Pagination" showCount className="mt-6" /> : null}
      </section>

      <PublicHelp state={state.code} className="mt-10" />

      {otherStates.length > 0 ? (
        <section aria-labelledby="other-states" className="mt-12 border-t pt-6">
          <h2 id="other-states" className="text-lg font-semibold">
            Other states
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
            {otherStates.map((s) => (
              <li key={s.code}>
                <Link href={`/states/${stateSlug(s.code)}`} className="inline-flex min-h-8 items-center underline-offset-4 hover:text-primary hover:underline">
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
