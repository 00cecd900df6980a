import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/features/content/server";
import { programCountsByState } from "@/features/places/data";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo";
import { US_STATES, stateSlug } from "@/lib/us-states";

/** The page's metadata in one language (/states, /es/states). */
export function statesMetadata(locale: Locale) {
  return async function generateMetadata(): Promise<Metadata> {
    const counts = await programCountsByState();
    const total = [...counts.values()].reduce((a, n) => a + n, 0);
    const t = translator(locale, "states");
    return pageMetadata({ title: t("title"), description: t("description", { total }), path: localePath(locale, "/states") });
  };
}
export const generateMetadata = statesMetadata("en");

/**
 * /states: every state and DC with its active programs (one grouped query through the read cache), each linked
 * to its state page, which exists for every state (one without programs has its public help).
 */
export default async function StatesPage({ locale = "en" }: { locale?: Locale } = {}) {
  const t = translator(locale, "states");
  const counts = await programCountsByState();
  const total = [...counts.values()].reduce((a, n) => a + n, 0);
  const withPrograms = US_STATES.filter((s) => (counts.get(s.code) ?? 0) > 0).length;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        label={t("breadcrumb")}
        crumbs={[
          { name: t("home"), path: localeHref(locale, "/") },
          { name: t("states"), path: localePath(locale, "/states") },
        ]}
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-4 max-w-[70ch] leading-7 text-muted-foreground">
        {withPrograms === US_STATES.length ? t("introAll", { total }) : t("introSome", { total, states: withPrograms })} {t("introRest")}
      </p>
      <p className="mt-3 max-w-[70ch] leading-7 text-muted-foreground">
        {t("searchBefore")}{" "}
        <Link href={localeHref(locale, "/")} className="font-medium text-primary underline underline-offset-4">
          {t("homePage")}
        </Link>
        .
      </p>

      <section aria-labelledby="states" className="mt-8">
        <h2 id="states" className="sr-only">
          {t("states")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="states-list">
          {US_STATES.map((s) => {
            const n = counts.get(s.code) ?? 0;
            return (
              <li key={s.code}>
                <Link
                  href={localeHref(locale, `/states/${stateSlug(s.code)}`)}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-md border bg-card px-4 py-2 hover:bg-accent"
                  data-count={n}
                >
                  <span className="font-medium">{s.name}</span>
                  <span className={n > 0 ? "text-sm text-muted-foreground" : "text-sm text-muted-foreground italic"}>
                    {n > 0 ? t("count", { count: n }) : t("none")}
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
