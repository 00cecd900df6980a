import Link from "next/link";
import { JsonLd } from "@/components/json-ld";
import type { ProgramRow } from "@/db/schema";
import { ProgramImage } from "@/features/programs/program-image";
import { StarRating } from "@/features/programs/star-rating";
import { specialtyLine } from "@/features/programs/specialties";
import { env } from "@/lib/env";
import { itemListJsonLd } from "@/lib/seo";

// Program types as one line of text, not a list of badges: a page has up to 60 of them, and a city page's
// cost is its rendering (about 500 elements, against a plain page's 180; docs/performance.md, round 13).
/** What a card shows (city pages read only these columns). */
export type CardFields = Pick<ProgramRow, "id" | "name" | "city" | "state" | "imageUrl" | "rating" | "reviewCount" | "npiTaxonomies" | "programTypes">;
export type PlaceListing = CardFields & { distanceMiles?: number | null; inCity?: boolean };

/** A listing's line under its name: where it is, and how far when it is outside the page's city. */
function whereLine(p: PlaceListing, from?: string): string {
  const place = `${p.city}, ${p.state}`;
  if (!from || p.inCity !== false || p.distanceMiles === null || p.distanceMiles === undefined) return place;
  return `${place} · ${p.distanceMiles.toFixed(1)} mi from ${from}`;
}

/**
 * The programs of a state or city page, server-rendered, with their ItemList JSON-LD (the same URLs in the
 * same order, numbered from `first`). `from`: the city distances are measured from.
 */
export function PlaceListings({ items, listName, first, from }: { items: PlaceListing[]; listName: string; first: number; from?: string }) {
  return (
    <>
      <JsonLd data={itemListJsonLd(listName, items.map((p) => `/program/${p.id}`), env.SITE_URL, first)} />
      <ul className="mt-4 divide-y rounded-lg border bg-card" data-testid="place-listings">
        {items.map((p) => (
          <li key={p.id} className="flex gap-4 p-4">
            <ProgramImage src={p.imageUrl} name={p.name} className="size-14 rounded-md" />
            <div className="min-w-0">
              <Link href={`/program/${p.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                {p.name}
              </Link>
              <p className="text-sm text-muted-foreground">{whereLine(p, from)}</p>
              <div className="mt-1 flex items-center gap-2 text-sm">
                <StarRating rating={p.rating} />
                <span>{`${p.rating.toFixed(1)} (${p.reviewCount} reviews)`}</span>
              </div>
              {specialtyLine(p.npiTaxonomies) ? <p className="mt-1 text-sm text-muted-foreground">{specialtyLine(p.npiTaxonomies)}</p> : null}
              {p.programTypes.length > 0 ? <p className="mt-1 text-sm text-muted-foreground">{p.programTypes.slice(0, 3).join(" · ")}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
