import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/features/content/server";
import { programCountsByState } from "@/features/places/data";
import { pageMetadata } from "@/lib/seo";
import { US_STATES, stateSlug } from "@/lib/us-states";
import { plural } from "@/lib/format";


const STATES_TITLE = "Heavy Metal Detox Providers by State";

export async function generateMetadata(): Promise<Metadata> {
  const counts = await programCountsByState();
  const total = [...counts.values()].reduce((a, n) => a + n, 0);
  return pageMetadata({
    title: STATES_TITLE,
    description: `${plural(total, "heavy metal testing, detox or chelation program", "heavy metal testing, detox and chelation programs")} in the 50 states and the District of Columbia: the count in each state, with a page per state and city.`,
    path: "/states",
  });
}

/**
 * /states: every state and DC with its active programs (one grouped query through the read cache), each linked
 * to its state page, which exists for every state (one without programs has its public help).
 */
export default async function StatesPage() {
  const counts = await programCountsByState();
  const total = [...counts.values()].reduce((a, n) => a + n, 0);
  const withPrograms = US_STATES.filter((s) => (counts.get(s.code) ?? 0) > 0).length;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "States", path: "/states" },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{STATES_TITLE}</h1>
      <p className="mt-4 max-w-[70ch] leading-7 text-muted-foreground">
        The directory lists {plural(total, "program", "programs")} that offer heavy metal testing, detox or chelation,{" "}
        {withPrograms === US_STATES.length ? "in all 50 states and the District of Columbia" : `in ${withPrograms} of the 50 states and the District of Columbia`}.
        Each state&apos;s page lists its programs and cities, and free public help. Listings come from program owners and
        public sources; a listing is not an endorsement.
      </p>
      <p className="mt-3 max-w-[70ch] leading-7 text-muted-foreground">
        To find the programs nearest you, search by ZIP code or city on the{" "}
        <Link href="/" className="font-medium text-primary underline underline-offset-4">
          home page
        </Link>
        .
      </p>

      <section aria-labelledby="states" className="mt-8">
        <h2 id="states" className="sr-only">
          States
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="states-list">
          {US_STATES.map((s) => {
            const n = counts.get(s.code) ?? 0;
            return (
              <li key={s.code}>
                <Link
                  href={`/states/${stateSlug(s.code)}`}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-md border bg-card px-4 py-2 hover:bg-accent"
                  data-count={n}
                >
                  <span className="font-medium">{s.name}</span>
                  <span className={n > 0 ? "text-sm text-muted-foreground" : "text-sm text-muted-foreground italic"}>
                    {n > 0 ? plural(n, "program", "programs") : "No programs yet"}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
