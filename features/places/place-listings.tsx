import { JsonLd } from "@/components/json-ld";
import type { ProgramRow } from "@/db/schema";
import { ProgramImage } from "@/features/programs/client";
import { RatingLine } from "@/features/programs/client";
import { specialtiesOf } from "@/features/programs";
import { factLabels, programTypeName, specialtyLineOf } from "@/features/programs/server";
import { ratingText } from "@/features/program-page/server";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { formatter, translator } from "@/lib/i18n/messages";
import { env } from "@/lib/env";
import { itemListJsonLd } from "@/lib/seo";

// A city page's cost is its rendering (docs/performance.md, rounds 13 and 14), so a card is plain server markup
// with short classes (globals.css, `.place-card`): program types as one line of text, not up to 60 badges; the
// image without a script (ProgramImage); the name a plain link, not next/link, which is a client component per
// card and prefetches 20 program pages per visit.
/** What a card shows (city pages read only these columns). */
export type CardFields = Pick<ProgramRow, "id" | "name" | "city" | "state" | "imageUrl" | "rating" | "reviewCount" | "npiTaxonomies" | "programTypes">;
export type PlaceListing = CardFields & { distanceMiles?: number | null; inCity?: boolean };

/** A listing's line under its name: where it is, and on a city page how far from the city's centre. */
function whereLine(p: PlaceListing, locale: Locale, from?: string): string {
  const place = `${p.city}, ${p.state}`;
  if (!from || p.distanceMiles === null || p.distanceMiles === undefined) return place;
  const miles = locale === "en" ? p.distanceMiles.toFixed(1) : formatter(locale).number(p.distanceMiles, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const t = translator(locale, "places");
  return p.inCity ? t("fromCentre", { place, miles }) : t("fromCity", { place, miles, city: from });
}

/**
 * The programs of a state or city page, server-rendered, with their ItemList JSON-LD (the same URLs in the
 * same order, numbered from `first`). `from`: the city distances are measured from.
 */
export function PlaceListings({ items, listName, first, from, locale = "en" }: { items: PlaceListing[]; listName: string; first: number; from?: string; locale?: Locale }) {
  const facts = factLabels(locale);
  // The program's name is the provider's own words: marked English on a page in another language.
  const own = locale === "en" ? undefined : "en";
  const path = (p: PlaceListing) => localeHref(locale, `/program/${p.id}`);
  return (
    <>
      <JsonLd data={itemListJsonLd(listName, items.map(path), env.SITE_URL, first)} />
      <ul className="mt-4 divide-y rounded-lg border bg-card" data-testid="place-listings">
        {items.map((p) => {
          const specialties = specialtyLineOf(facts, specialtiesOf(p.npiTaxonomies));
          return (
            <li key={p.id} className="place-card">
              <ProgramImage src={p.imageUrl} name={p.name} className="size-14 rounded-md" />
              <div className="min-w-0">
                <a href={path(p)} className="place-card-name" lang={own}>
                  {p.name}
                </a>
                <p className="place-card-where">{whereLine(p, locale, from)}</p>
                <p className="place-card-rating">
                  <RatingLine rating={p.rating} reviewCount={p.reviewCount} text={ratingText(locale, p.rating, p.reviewCount)} />
                </p>
                {specialties ? <p className="place-card-line">{specialties}</p> : null}
                {p.programTypes.length > 0 ? <p className="place-card-line">{p.programTypes.slice(0, 3).map((type) => programTypeName(facts, type)).join(" · ")}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
