import Link from "next/link";
import { JsonLd } from "@/components/json-ld";
import type { ProgramRow } from "@/db/schema";
import { ProgramImage } from "@/features/programs/program-image";
import { StarRating } from "@/features/programs/star-rating";
import { specialtyLine } from "@/features/programs/specialties";
import { env } from "@/lib/env";
import { itemListJsonLd } from "@/lib/seo";

// Looks like shadcn's secondary Badge, without its ~700 bytes of interactive-state classes per badge: up to 60 on
// a page, each sent twice (HTML and the RSC payload), they were half of a state or city page's bytes.
const TYPE_BADGE = "rounded-md border border-transparent bg-secondary px-2 py-0.5 text-xs font-medium whitespace-nowrap text-secondary-foreground";

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
              {p.programTypes.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-1" aria-label="Program types">
                  {p.programTypes.slice(0, 3).map((t) => (
                    <li key={t} className={TYPE_BADGE}>
                      {t}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
