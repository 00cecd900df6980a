import type { ProgramRow } from "@/db/schema";
import { formatPriceRange } from "@/lib/pricing";
import { safeHttpUrl } from "@/lib/format";
import { validCoordinates } from "@/lib/map";
import { telHref } from "@/lib/phone";
import { absoluteUrl, breadcrumbJsonLd } from "@/lib/seo";
import { isUnverifiedOwnerListing } from "@/lib/trust";
import { stateName, stateSlug } from "@/lib/us-states";

type ProgramForLd = Pick<
  ProgramRow,
  | "id" | "name" | "description" | "address" | "city" | "state" | "zipCode" | "phone" | "website" | "imageUrl"
  | "latitude" | "longitude" | "rating" | "reviewCount" | "priceMin" | "priceMax"
  | "isVerified" | "npiNumber" | "source"
>;

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** An image source to show: a site path as is, or an http(s) URL; anything else is dropped. */
export function imageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  return isSitePath(value) ? value : safeHttpUrl(value);
}

/** A stored image URL for JSON-LD and Open Graph: a site path made absolute, an http(s) URL as is; anything else is dropped. */
function absoluteImageUrl(value: string | null | undefined, siteUrl: string): string | undefined {
  if (!value) return undefined;
  if (isSitePath(value)) return absoluteUrl(value, siteUrl);
  return safeHttpUrl(value) ?? undefined;
}

/**
 * schema.org MedicalBusiness of a program (decisions.md, "Beyond the spec"). MedicalBusiness rather than
 * MedicalClinic: the directory lists wellness programs as well as clinics. aggregateRating only when there
 * are published reviews (rating and reviewCount are derived from them), and never for an owner's listing
 * that is not verified yet (decisions.md, "Public writes"). `identifier` (the NPI) only for verified listings.
 */
export function programJsonLd(program: ProgramForLd, siteUrl: string): Record<string, unknown> {
  const pageUrl = absoluteUrl(`/program/${program.id}`, siteUrl);
  const geo = validCoordinates(program);
  const tel = telHref(program.phone);
  const website = safeHttpUrl(program.website);
  const priceRange = formatPriceRange(program);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    "@id": `${pageUrl}#business`,
    name: program.name,
    description: program.description,
    url: website ?? pageUrl,
    mainEntityOfPage: pageUrl,
    ...(absoluteImageUrl(program.imageUrl, siteUrl) ? { image: absoluteImageUrl(program.imageUrl, siteUrl) } : {}),
    ...(tel ? { telephone: tel.slice("tel:".length) } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: program.address,
      addressLocality: program.city,
      addressRegion: program.state,
      postalCode: program.zipCode,
      addressCountry: "US",
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo[0], longitude: geo[1] } } : {}),
    ...(priceRange ? { priceRange } : {}),
    ...(program.isVerified && program.npiNumber ? { identifier: { "@type": "PropertyValue", propertyID: "NPI", value: program.npiNumber } } : {}),
    ...(program.reviewCount > 0 && !isUnverifiedOwnerListing(program)
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: program.rating,
            reviewCount: program.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home > State > Program; the state page is /states/{slug}. */
export function programBreadcrumbJsonLd(program: Pick<ProgramRow, "id" | "name" | "state">, siteUrl: string): Record<string, unknown> {
  return breadcrumbJsonLd(
    [
      { name: "Home", path: "/" },
      { name: stateName(program.state) ?? program.state, path: `/states/${stateSlug(program.state)}` },
      { name: program.name, path: `/program/${program.id}` },
    ],
    siteUrl,
  );
}
