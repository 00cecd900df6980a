import Link from "next/link";
import { CallNowUnavailable } from "@/features/programs/call-now-button";
import { insightLink } from "@/components/analytics/insight-link";
import { ProgramImage } from "@/features/programs/program-image";
import { RatingLine, type RatingText } from "@/features/programs/star-rating";
import { ratingValue } from "@/features/programs/rating-value";
import { formatPriceLine, type PriceText } from "@/features/programs/pricing";
import { ProviderClaims, VerifiedBadge } from "@/features/programs/verified-badge";
import type { Program } from "@/features/programs/data";
import { CHELATION_SERVICES } from "@/features/programs/details";
import { specialtiesOf, type NpiTaxonomy, type Specialty } from "@/features/programs/specialties";
import { programTypeName, specialtyLineOf } from "@/features/programs/fact-names";
import type { FactLabels } from "@/features/programs/fact-names";
import type { Messages } from "@/lib/i18n/messages";
import { fill } from "@/lib/i18n/fill";
import { excerpt } from "@/lib/format";
import { telHref } from "@/lib/phone";

export type ProgramCardData = Pick<
  Program,
  "id" | "name" | "description" | "city" | "state" | "phone" | "imageUrl" | "rating" | "reviewCount" | "priceMin" | "priceMax" | "priceUnit" | "programTypes" | "certifications" | "isVerified" | "telehealth" | "acceptingNewPatients" | "services"
> & {
  distanceMiles?: number | null;
  /** Held by its owner (features/owners): "Claimed by the provider". */
  claimed?: boolean;
  /** The specialties its NPI taxonomies count as (features/programs/specialties.ts), shown "as registered with NPI". */
  specialties?: Specialty[];
};

/**
 * One result (spec section 2, issue 30 item 10): image or initials, name, the Verified badge (verified
 * listings only), stars, rating and reviews ("No reviews yet" without any), city, state, distance and "Claimed by the provider", the price and what it covers ("$150 - $400 per visit"), the specialty
 * "as registered with NPI" (medical toxicology, occupational medicine, pediatrics), then first what a worried person
 * looks for (services such as blood lead testing, telehealth, new patients), then the description, the
 * program types (specialties) and the provider's own
 * certifications ("Listed by provider"), View Details and Call Now. The map highlights a card through
 * data-highlighted. The home page renders its cards in a client island (features/search/components/results-cards.tsx)
 * from `cardData`, so the page's Server Components payload carries the fields below rather than every
 * card's markup a second time. The markup is still rendered on each search, so it uses the short result-*
 * classes of app/globals.css rather than the Button and Badge primitives' long class lists.
 */
/** The card shows two lines of the description: at most about 240 characters at the widest card. */
const CARD_DESCRIPTION_MAX = 300;

/**
 * Only what a card shows: the fields a search result sends to the results island, and nothing more. The
 * description is cut at a word boundary: an imported listing's can run to thousands of characters, and the
 * card would send them all twice (HTML and payload) to show two lines.
 */
export function cardData(p: ProgramCardData & { npiTaxonomies?: NpiTaxonomy[] }): ProgramCardData {
  const { id, name, description, city, state, phone, imageUrl, rating, reviewCount, priceMin, priceMax, priceUnit, programTypes, certifications, isVerified, telehealth, acceptingNewPatients, services, distanceMiles, claimed } = p;
  const specialties = specialtiesOf(p.npiTaxonomies);
  return { id, name, description: excerpt(description, CARD_DESCRIPTION_MAX), city, state, phone, imageUrl, rating, reviewCount, priceMin, priceMax, priceUnit, programTypes, certifications, isVerified, telehealth, acceptingNewPatients, services, distanceMiles, ...(claimed ? { claimed } : {}), ...(specialties.length > 0 ? { specialties } : {}) };
}

/** What a card says besides the provider's own words, in the page's language (messages/*.json `card` and `facts`). */
export type CardWords = Messages["card"] & {
  labels: Pick<FactLabels, "services" | "specialties" | "specialtyLine" | "programTypes" | "telehealth" | "newPatients" | "chelationNote">;
  /** The shared program components' words on a page in another language (absent in English: their own defaults). */
  shared?: {
    verified: { verified: string; verifiedTitle: string };
    listedByProvider: { listedByProvider: string };
    pricing: PriceText;
    callNow: { button: string; title: string; unavailable: string };
    rated: string;
    noReviews: string;
    locale: string;
  };
};

/** RatingLine's words for one card, from the card's words (undefined in English). */
function ratingWords(w: CardWords, rating: number, reviewCount: number): RatingText | undefined {
  if (!w.shared) return undefined;
  const count = reviewCount.toLocaleString(w.shared.locale);
  return { noReviews: w.shared.noReviews, reviewCount: fill(reviewCount === 1 ? w.reviewOne : w.reviewMany, { count }), rated: fill(w.shared.rated, { rating: ratingValue(rating) }) };
}

/**
 * `words`: the card's words in the page's language; `base`: "" or "/es", before the program page's path.
 * `showPrice`: the price line says "Price not listed" when the program gives none (under a price sort, so the
 * order can be seen); otherwise a card without a price has no price line.
 */
export function ProgramCard({ program, words: w, base = "", headingLevel = 3, eagerImage = false, showPrice = false }: { program: ProgramCardData; words: CardWords; base?: "" | "/es"; headingLevel?: 2 | 3; eagerImage?: boolean; showPrice?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const l = w.labels;
  const specialty = specialtyLineOf(l, program.specialties);
  const tel = telHref(program.phone);
  const price = formatPriceLine(program, w.shared?.pricing);
  return (
    <article
      id={`program-${program.id}`}
      data-testid="program-card"
      data-program-id={program.id}
      tabIndex={-1}
      className="result-card"
    >
      <div className="flex gap-4">
        <ProgramImage src={program.imageUrl} name={program.name} eager={eagerImage} />
        <div className="min-w-0 flex-1">
          <Heading className="text-lg leading-snug font-semibold">
            <Link href={`${base}/program/${program.id}`} prefetch={false} className="text-foreground hover:text-primary hover:underline" lang={base ? "en" : undefined}>
              {program.name}
            </Link>
          </Heading>
          <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {program.isVerified && <VerifiedBadge text={w.shared?.verified} />}
            <RatingLine rating={program.rating} reviewCount={program.reviewCount} text={ratingWords(w, program.rating, program.reviewCount)} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <span className="result-icon" data-icon="map-pin" aria-hidden="true" />
              {program.city}, {program.state}
            </span>
            {program.distanceMiles != null && (
              <span data-testid="distance">{fill(w.milesAway, { miles: program.distanceMiles.toFixed(1) })}</span>
            )}
            {program.claimed && (
              <span data-testid="card-claimed" title={w.claimedTitle}>
                {w.claimed}
              </span>
            )}
          </p>
          {(price || showPrice) && (
            <p className={price ? "mt-1 text-sm font-medium" : "mt-1 text-sm text-muted-foreground"} data-testid="card-price">
              {price ?? w.priceNotListed}
            </p>
          )}
          {specialty && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="card-specialty">
              {specialty}
            </p>
          )}
          {program.services.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={w.services} data-testid="card-services">
              {program.services.map((v) => (
                <li key={v}>
                  <span className="result-badge" data-tone="service">
                    {l.services[v]}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {program.services.some((v) => CHELATION_SERVICES.includes(v)) && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="card-chelation-note">
              {w.chelation}: {l.chelationNote.text.toLowerCase()}.{" "}
              <Link href={l.chelationNote.href} prefetch={false} className="text-primary underline underline-offset-2">
                {l.chelationNote.linkText}
              </Link>
            </p>
          )}
          {(program.telehealth || program.acceptingNewPatients) && (
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-primary" aria-label={w.visiting} data-testid="card-details">
              {program.telehealth && (
                <li className="inline-flex items-center gap-1">
                  <span className="result-icon" data-icon="video" aria-hidden="true" />
                  {l.telehealth}
                </li>
              )}
              {program.acceptingNewPatients && (
                <li className="inline-flex items-center gap-1">
                  <span className="result-icon" data-icon="user-plus" aria-hidden="true" />
                  {l.newPatients}
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
      {/* Phones: the buttons come right after the name and rating; wider screens: after the details. */}
      <div className="flex flex-col">
        <p className="order-3 mt-3 line-clamp-2 text-sm text-foreground/90 sm:order-2" lang={base ? "en" : undefined}>
          {program.description}
        </p>
        {(program.programTypes.length > 0 || program.certifications.length > 0) && (
          <div className="order-4 mt-3 space-y-2 sm:order-3">
            {program.programTypes.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={w.specialties}>
                {program.programTypes.map((t) => (
                  <li key={`t-${t}`}>
                    <span className="result-badge">{programTypeName(l, t)}</span>
                  </li>
                ))}
              </ul>
            )}
            <ProviderClaims items={program.certifications} className="text-xs" text={w.shared?.listedByProvider} />
          </div>
        )}
        <div className="order-2 mt-3 flex flex-wrap gap-2 sm:order-4 sm:mt-4">
          <Link href={`${base}/program/${program.id}`} prefetch={false} className="result-action" data-variant="outline">
            {w.viewDetails}
            <span className="sr-only">
              {" "}
              {w.viewDetailsFor} <span lang={base ? "en" : undefined}>{program.name}</span>
            </span>
          </Link>
          {tel ? (
            <a href={tel} className="result-action" data-variant="primary" {...insightLink(program.id, "call")}>
              <span className="result-icon" data-icon="phone" aria-hidden="true" />
              {w.callNow}
              <span className="sr-only" lang={base ? "en" : undefined}>
                {" "}
                {program.name}
              </span>
            </a>
          ) : (
            <CallNowUnavailable name={program.name} text={w.shared?.callNow} />
          )}
        </div>
      </div>
    </article>
  );
}
