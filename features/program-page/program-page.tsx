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
import { excerpt, reviewCountLabel } from "@/lib/format";
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
import { ReviewList } from "@/features/reviews/client";
import { VisitingAndPaying } from "./sections/visiting-and-paying";
import { specialtyLine } from "@/features/programs";
import { loadProgramPage } from "./page-data";
import { imageSrc, programBreadcrumbJsonLd, programJsonLd } from "./structured-data";

type Props = { params: Promise<{ id: string }> };

const addressLine = (p: Program) => `${p.address}, ${p.city}, ${p.state} ${p.zipCode}`;
/** Directions in Google Maps (the app on a phone) to the listed address; nothing is loaded from Google until pressed. */
const directionsHref = (p: Program) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(p))}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const program = (await loadProgramPage((await params).id))?.program;
  if (!program) return { title: "Program Not Found", robots: { index: false } };
  const title = `${program.name} in ${program.city}, ${program.state}`;
  const description = excerpt(program.description);
  const url = `/program/${program.id}`;
  return {
    // The share image is opengraph-image.tsx / twitter-image.tsx beside this page (a generated card).
    ...pageMetadata({ title, description, path: url, image: "own" }),
    // An owner's own listing is not indexed until it is verified (decisions.md, "Public writes").
    ...(isUnverifiedOwnerListing(program) ? { robots: { index: false, follow: false } } : {}),
  };
}

// GET /program/{id}: server-rendered; layout.tsx has already answered unknown ids with a 404. The selected
// tab is read from the URL by ProgramTabs (on the server too).
export default async function ProgramPage({ params }: Props) {
  const data = await loadProgramPage((await params).id);
  if (!data) notFound();
  const { program, reviews, practitioners, claim } = data;
  // Per visitor: a page seen with an owner cookie is private, no-store (lib/http/page-headers.mjs).
  const session = claim.claimed ? await ownerSessionFromCookies() : null;
  const viewerOwns = session ? await owns(session, program.id) : false;
  const path = `/program/${program.id}`;
  const tel = telHref(program.phone);

  const details = (
    <div className="space-y-6">
      <VisitingAndPaying program={program} />
      {program.programTypes.length > 0 && (
        <section aria-labelledby="types-heading">
          <h2 id="types-heading" className="text-lg font-semibold">
            Program Types
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {program.programTypes.map((t) => (
              <li key={t}>
                <Badge variant="secondary" className="px-2.5 py-1 text-sm">
                  {t}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
      {program.certifications.length > 0 && (
        <section aria-labelledby="certifications-heading">
          <h2 id="certifications-heading" className="text-lg font-semibold">
            Certifications and memberships
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Listed by provider: the provider&apos;s own statement, not checked by us. A membership is not a licence.
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm" data-testid="provider-claims">
            {program.certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      <PricingCard priceMin={program.priceMin} priceMax={program.priceMax} priceUnit={program.priceUnit} />
      <PractitionerList practitioners={practitioners} />
    </div>
  );

  const reviewsPanel = (
    <div className="space-y-8">
      <Card aria-labelledby="write-review-heading" role="region" className="gap-4">
        <CardHeader>
          <h2 id="write-review-heading" className="text-lg leading-none font-semibold">
            Write a Review
          </h2>
          <CardDescription>Share your experience with this program. Reviews are published after moderation.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReviewFormSlot programId={program.id} />
        </CardContent>
      </Card>
      <section aria-labelledby="reviews-heading" className="space-y-4">
        <h2 id="reviews-heading" className="text-lg font-semibold">
          Reviews{reviews && reviews.length > 0 ? ` (${reviews.length})` : ""}
        </h2>
        <ReviewList reviews={reviews} />
      </section>
    </div>
  );

  const location = (
    <section aria-labelledby="location-heading" className="space-y-3">
      <h2 id="location-heading" className="sr-only">
        Location
      </h2>
      <ProgramMap
        className="h-96"
        tiles={mapTiles()}
        label={`Map showing the location of ${program.name}`}
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
        Directions<span className="sr-only"> to {program.name} (Google Maps, opens in a new tab)</span>
      </a>
    </section>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <ProgramView programId={program.id} />
      <JsonLd data={programJsonLd(program, env.SITE_URL)} />
      <JsonLd data={programBreadcrumbJsonLd(program, env.SITE_URL)} />
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground" data-testid="program-breadcrumb">
        <ol className="flex min-w-0 items-center gap-x-2">
          <li className="flex shrink-0 items-center gap-2">
            <SearchCrumb programId={program.id} />
            <span aria-hidden="true">/</span>
          </li>
          {isStateCode(program.state) && (
            <li className="flex shrink-0 items-center gap-2">
              <Link href={`/states/${stateSlug(program.state)}`} prefetch={false} className="underline underline-offset-4 hover:text-primary">
                {stateName(program.state)}
              </Link>
              <span aria-hidden="true">/</span>
            </li>
          )}
          <li className="min-w-0 truncate">
            <span aria-current="page" className="text-foreground">
              {program.name}
            </span>
          </li>
        </ol>
      </nav>
      <div className="mt-4">
        <BackToSearch programId={program.id} />
      </div>

      <AddedNotice programId={program.id} hasWebsite={Boolean(program.website)} emailDomain={emailWayAvailable() ? claimDomain(program.website) : null} waiting={isUnverifiedOwnerListing(program)} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-8">
          <header className="space-y-4">
            <div className="flex items-start gap-4 sm:gap-6">
              <ProgramImage src={imageSrc(program.imageUrl)} name={program.name} labelled eager className="size-20 rounded-lg sm:size-24" />
              <div className="min-w-0 space-y-2">
                <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{program.name}</h1>
                {program.isVerified && <VerifiedBadge />}
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  {program.reviewCount > 0 ? (
                    <>
                      <StarRating rating={program.rating} />
                      <span className="font-medium tabular-nums">{program.rating.toFixed(1)}</span>
                      <span className="text-muted-foreground">({reviewCountLabel(program.reviewCount)})</span>
                    </>
                  ) : (
                    <span className="text-muted-foreground" data-testid="no-reviews">
                      No reviews yet
                    </span>
                  )}
                </div>
                <p className="flex items-start gap-1.5 text-muted-foreground" data-testid="program-address">
                  <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
                  <span>{addressLine(program)}</span>
                </p>
                {specialtyLine(program.npiTaxonomies) && (
                  <p className="text-sm text-muted-foreground" data-testid="program-specialty">
                    {specialtyLine(program.npiTaxonomies)}
                  </p>
                )}
              </div>
            </div>
            <p className="leading-7">{program.description}</p>
            {tel && (
              <Button asChild className="h-11 w-full sm:w-auto lg:hidden">
                <a href={tel} {...insightLink(program.id, "call")}>
                  <Phone aria-hidden="true" />
                  Call {program.phone}
                </a>
              </Button>
            )}
          </header>

          <ProgramTabs path={path} details={details} reviews={reviewsPanel} location={location} />

          <MedicalDisclaimer />
        </div>

        <div className="space-y-6">
          <ContactCard programId={program.id} phone={program.phone} email={program.email} website={program.website} />
          <ListingFacts program={program} claim={claim} viewerOwns={viewerOwns}>
            <ReportProblem programId={program.id} programName={program.name} />
          </ListingFacts>
          {isStateCode(program.state) && <PublicHelp state={program.state} compact />}
          <RatingSummary rating={program.rating} reviewCount={program.reviewCount} />
          <AdSlot minHeight={250} />
        </div>
      </div>
    </div>
  );
}
