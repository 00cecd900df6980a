import { MapPin, Navigation, Phone } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdSlot } from "@/components/ad-slot";
import { JsonLd } from "@/components/json-ld";
import { pageMetadata } from "@/lib/seo";
import { ProgramImage } from "@/features/programs/client";
import { ProgramMap } from "@/components/map/program-map";
import { mapTiles } from "@/components/map/tiles";
import { MedicalDisclaimer } from "@/features/content/client";
import { PublicHelp } from "@/features/public-help/client";
import { AddedNotice } from "@/features/programs/client";
import { emailWayAvailable } from "@/features/owners/server";
import { claimDomain } from "@/features/owners/server";
import { owns } from "@/features/owners/server";
import { ownerSessionFromCookies } from "@/lib/session/owner";
import { isStateCode, stateName, stateSlug } from "@/lib/us-states";
import { StarRating } from "@/features/programs/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { VerifiedBadge } from "@/features/programs/client";
import type { Program } from "@/features/programs";
import { env } from "@/lib/env";
import { excerpt } from "@/lib/format";
import { telHref } from "@/lib/phone";
import { isUnverifiedOwnerListing } from "@/features/programs";
import { ContactCard } from "./sections/contact-card";
import { insightLink } from "@/components/analytics/insight-link";
import { ProgramView } from "@/features/insights/client";
import { ListingFacts } from "./sections/listing-facts";
import { ReportProblem } from "@/features/reports/client";
import { PractitionerList } from "./sections/practitioner-list";
import { BackToSearch, SearchCrumb } from "./sections/back-to-search";
import { PricingCard } from "./sections/pricing-card";
import { ProgramTabs } from "./sections/program-tabs";
import { RatingSummary } from "./sections/rating-summary";
import { ReviewFormSlot } from "@/features/reviews/client";
import { reviewFormText } from "@/features/reviews/server";
import { reportFormText } from "@/features/reports/server";
import { ReviewList } from "@/features/reviews/client";
import { VisitingAndPaying } from "./sections/visiting-and-paying";
import { specialtiesOf } from "@/features/programs";
import { factLabels, programTypeName, specialtyLineOf } from "@/features/programs/server";
import { ratingText, timeAgoIn } from "./locale-text";
import { localeHref, localePath, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translator } from "@/lib/i18n/messages";
import { loadProgramPage } from "./page-data";
import { imageSrc, programBreadcrumbJsonLd, programJsonLd } from "./structured-data";
import { programShareImage } from "./share-card";

type Props = { params: Promise<{ id: string }>; locale?: Locale };

const addressLine = (p: Program) => `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`;
/** Directions in Google Maps (the app on a phone) to the listed address; nothing is loaded from Google until pressed. */
const directionsHref = (p: Program) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(p))}`;

/** The page's metadata in one language (/program/{id}, /es/program/{id}). */
export function programPageMetadata(locale: Locale) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    return metadataIn(locale, (await params).id);
  };
}
export const generateMetadata = programPageMetadata("en");

async function metadataIn(locale: Locale, id: string): Promise<Metadata> {
  const t = translator(locale, "program");
  const program = (await loadProgramPage(id))?.program;
  if (!program) return { title: t("notFoundTitle"), robots: { index: false } };
  const title = t("metaTitle", { name: program.name, city: program.city, state: program.state });
  // The provider's description is in English: a Spanish page describes itself in its own words.
  const description = locale === "en" ? excerpt(program.description) : t("metaDescription", { name: program.name, city: program.city, state: program.state });
  const url = localePath(locale, `/program/${program.id}`);
  return {
    // The share image is a generated card (share-image/route.ts beside this page).
    ...pageMetadata({ title, description, path: url, image: programShareImage(program, locale) }),
    // An owner's own listing is not indexed until it is verified (decisions.md, "Public writes").
    ...(isUnverifiedOwnerListing(program) ? { robots: { index: false, follow: false } } : {}),
  };
}

// GET /program/{id}: server-rendered; layout.tsx has already answered unknown ids with a 404. The selected
// tab is read from the URL by ProgramTabs (on the server too).
export default async function ProgramPage({ params, locale = "en" }: Props) {
  const data = await loadProgramPage((await params).id);
  if (!data) notFound();
  const { program, reviews, practitioners, claim } = data;
  // Per visitor: a page seen with an owner cookie is private, no-store (lib/http/page-headers.mjs).
  const session = claim.claimed ? await ownerSessionFromCookies() : null;
  const viewerOwns = session ? await owns(session, program.id) : false;
  const path = localePath(locale, `/program/${program.id}`);
  const tel = telHref(program.phone);
  const t = translator(locale, "program");
  const facts = factLabels(locale);
  const m = messagesFor(locale).program;
  // The provider's own words (its name, description, certifications) are marked English on a Spanish page.
  const own = locale === "en" ? undefined : "en";
  const searchText = locale === "en" ? undefined : { backToSearch: m.backToSearch, home: m.home, searchResults: m.searchResults, homeHref: localeHref(locale, "/") };
  const specialties = specialtyLineOf(facts, specialtiesOf(program.npiTaxonomies));

  const details = (
    <div className="space-y-6">
      <VisitingAndPaying program={program} locale={locale} />
      {program.programTypes.length > 0 && (
        <section aria-labelledby="types-heading">
          <h2 id="types-heading" className="text-lg font-semibold">
            {t("programTypes")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {program.programTypes.map((type) => (
              <li key={type}>
                <Badge variant="secondary" className="px-2.5 py-1 text-sm">
                  {programTypeName(facts, type)}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      {program.certifications.length > 0 && (
        <section aria-labelledby="certifications-heading">
          <h2 id="certifications-heading" className="text-lg font-semibold">
            {t("certifications")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("certificationsNote")}</p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm" data-testid="provider-claims" lang={own}>
            {program.certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      <PricingCard priceMin={program.priceMin} priceMax={program.priceMax} priceUnit={program.priceUnit} locale={locale} />
      <PractitionerList practitioners={practitioners} locale={locale} />
    </div>
  );

  const reviewsPanel = (
    <div className="space-y-8">
      <Card aria-labelledby="write-review-heading" role="region" className="gap-4">
        <CardHeader>
          <h2 id="write-review-heading" className="text-lg leading-none font-semibold">
            {t("writeReview")}
          </h2>
          <CardDescription>{t("writeReviewNote")}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* The review form is English for now (docs/i18n.md): marked so on a page in another language. */}
          <ReviewFormSlot programId={program.id} text={reviewFormText(locale)} />
        </CardContent>
      </Card>
      <section aria-labelledby="reviews-heading" className="space-y-4">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          {reviews && reviews.length > 0 ? t("reviewsCount", { count: reviews.length }) : t("reviews")}
        </h2>
        <ReviewList
          reviews={reviews}
          text={locale === "en" ? undefined : { ...m.reviewList, noReviews: m.noReviews, rated: m.rated, ago: (d) => timeAgoIn(locale, d) }}
        />
      </section>
    </div>
  );

  const location = (
    <section aria-labelledby="location-heading" className="space-y-3">
      <h2 id="location-heading" className="sr-only">
        {t("location")}
      </h2>
      <ProgramMap
        className="h-96"
        tiles={mapTiles()}
        label={t("mapLabel", { name: program.name })}
        programs={[
          {
            id: program.id,
            name: program.name,
            address: program.address,
            city: program.city,
            state: program.state,
            zipCode: program.zipCode,
            rating: program.rating,
            reviewCount: program.reviewCount,
            programTypes: program.programTypes,
            latitude: program.latitude,
            longitude: program.longitude,
          },
        ]}
      />
      <p className="flex items-start gap-2 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {addressLine(program)}
      </p>
      <a
        href={directionsHref(program)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...insightLink(program.id, "directions")}
      >
        <Navigation className="size-4 shrink-0" aria-hidden="true" />
        {t("directions")}
        <span className="sr-only">{t("directionsTo", { name: program.name })}</span>
      </a>
    </section>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <ProgramView programId={program.id} />
      <JsonLd data={programJsonLd(program, env.SITE_URL, locale)} />
      <JsonLd data={programBreadcrumbJsonLd(program, env.SITE_URL, locale)} />
      <nav aria-label={t("breadcrumb")} className="text-sm text-muted-foreground" data-testid="program-breadcrumb">
        <ol className="flex min-w-0 items-center gap-x-2">
          <li className="flex shrink-0 items-center gap-2">
            <SearchCrumb programId={program.id} text={searchText} />
            <span aria-hidden="true">/</span>
          </li>
          {isStateCode(program.state) && (
            <li className="flex shrink-0 items-center gap-2">
              <Link href={localeHref(locale, `/states/${stateSlug(program.state)}`)} prefetch={false} className="underline underline-offset-4 hover:text-primary">
                {stateName(program.state)}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          )}
          <li className="min-w-0 truncate">
            <span aria-current="page" className="text-foreground" lang={own}>
              {program.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="mt-4">
        <BackToSearch programId={program.id} text={searchText} />
      </div>

      <AddedNotice programId={program.id} hasWebsite={Boolean(program.website)} emailDomain={emailWayAvailable() ? claimDomain(program.website) : null} waiting={isUnverifiedOwnerListing(program)} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <header className="space-y-4">
            <div className="flex items-start gap-4 sm:gap-6">
              <ProgramImage src={imageSrc(program.imageUrl)} name={program.name} labelled eager className="size-20 rounded-lg sm:size-24" />
              <div className="min-w-0 space-y-2">
                <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl" lang={own}>
                  {program.name}
                </h1>
                {program.isVerified && <VerifiedBadge text={locale === "en" ? undefined : m} />}
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  {program.reviewCount > 0 ? (
                    <>
                      <StarRating rating={program.rating} label={ratingText(locale, program.rating, program.reviewCount)?.rated} />
                      <span className="font-medium tabular-nums">{program.rating.toFixed(1)}</span>
                      <span className="text-muted-foreground">({t("reviewCount", { count: program.reviewCount })})</span>
                    </>
                  ) : (
                    <span className="text-muted-foreground" data-testid="no-reviews">
                      {t("noReviews")}
                    </span>
                  )}
                </div>
                <p className="flex items-start gap-1.5 text-muted-foreground" data-testid="program-address">
                  <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
                  <span>{addressLine(program)}</span>
                </p>
                {specialties && (
                  <p className="text-sm text-muted-foreground" data-testid="program-specialty">
                    {specialties}
                  </p>
                )}
              </div>
            </div>
            <p className="leading-7" lang={own}>
              {program.description}
            </p>
            {tel && (
              <Button asChild className="h-11 w-full sm:w-auto lg:hidden">
                <a href={tel} {...insightLink(program.id, "call")}>
                  <Phone aria-hidden="true" />
                  {t("call", { phone: program.phone ?? "" })}
                </a>
              </Button>
            )}
          </header>

          <ProgramTabs path={path} details={details} reviews={reviewsPanel} location={location} text={locale === "en" ? undefined : m.tabs} />

          <MedicalDisclaimer text={locale === "en" ? undefined : m.disclaimer} />
        </div>

        <div className="space-y-6">
          <ContactCard programId={program.id} phone={program.phone} email={program.email} website={program.website} locale={locale} />
          <ListingFacts program={program} claim={claim} viewerOwns={viewerOwns} locale={locale}>
            {/* The report form is English for now (docs/i18n.md). */}
            <ReportProblem programId={program.id} programName={program.name} text={reportFormText(locale)} />
          </ListingFacts>
          {isStateCode(program.state) && <PublicHelp state={program.state} compact locale={locale} />}
          <RatingSummary rating={program.rating} reviewCount={program.reviewCount} locale={locale} />
          <AdSlot minHeight={250} />
        </div>
      </div>
    </div>
  );
}
