import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ownerSessionFromCookies } from "@/lib/session/owner";
import { getOwnedProgram, ownerEmail } from "@/features/owners/server";
import { listOwnerReviews, replyVersionsOf } from "@/features/reviews/server";
import { OwnerEditForm } from "@/features/programs/client";
import { OwnerReviews } from "@/features/reviews/client";
import { InsightsPanel } from "@/features/insights/client";
import { listChanges } from "@/features/programs/server";
import { OwnerHistory } from "./sections/owner-history";

export const metadata: Metadata = { title: "Edit your listing", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/**
 * /owner/programs/{id}: the owner edits one listing, replies to its reviews and reads its history (issue 53,
 * item 5); the data layer checks it is theirs before anything is read.
 */
export default async function OwnerProgramPage({ params }: Props) {
  const session = await ownerSessionFromCookies();
  if (!session) redirect("/owner");
  const { id } = await params;
  const [program, reviews] = await Promise.all([getOwnedProgram(session, id), listOwnerReviews(session, id)]);
  if (!program || !reviews) notFound();
  const [changes, myEmail, versions] = await Promise.all([listChanges(program.id, 50), session.scope === "all" ? ownerEmail(session.ownerId) : null, replyVersionsOf(program.id)]);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-6 sm:py-10">
      <div className="space-y-3">
        <Button variant="outline" asChild className="h-10">
          <Link href="/owner">
            <ArrowLeft aria-hidden="true" /> Your listings
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{program.name}</h1>
        <p className="text-muted-foreground">
          Correct what has changed. Your rating, reviews and verification are kept by us and are not edited here.{" "}
          <Link href={`/program/${program.id}`} className="font-medium text-primary underline underline-offset-4">
            See the public page
          </Link>
        </p>
      </div>
      <section aria-labelledby="insights-heading" className="space-y-4">
        <h2 id="insights-heading" className="text-xl font-semibold">
          Insights
        </h2>
        <p className="text-muted-foreground">What your listing brings you: how often its page was opened and its Call Now, website and directions links were pressed.</p>
        <InsightsPanel src={`/api/owner/programs/${program.id}/insights`} />
      </section>
      <section aria-labelledby="details-heading" className="space-y-4">
        <h2 id="details-heading" className="text-xl font-semibold">
          Listing details
        </h2>
        <OwnerEditForm program={program} />
      </section>
      <section aria-labelledby="owner-reviews-heading" className="space-y-4">
        <h2 id="owner-reviews-heading" className="text-xl font-semibold">
          Reviews ({reviews.length})
        </h2>
        <OwnerReviews reviews={reviews} versions={Object.fromEntries(versions)} />
      </section>
      <OwnerHistory changes={changes} myEmail={myEmail} />
    </div>
  );
}
