import { ArrowLeft, BadgeCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { loadProgramPage } from "./page-data";
import { emailWayAvailable } from "@/features/owners/server";
import { claimDomain } from "@/features/owners/server";
import { proofUrls } from "@/features/owners/server";
import { EmailLinkForm } from "@/features/owners/client";
import { WebsiteClaim } from "@/features/owners/client";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadProgramPage((await params).id);
  return { title: data ? `Claim ${data.program.name}` : "Program Not Found", robots: { index: false, follow: false } };
}

/**
 * /program/{id}/claim: "Is this your practice?" (decisions.md "Owners keep their listing true"). The owner
 * proves it by publishing a token on the listing's website; the check runs on the server through the
 * outside-fetch rules. A proof on a claimed listing is a transfer request that an administrator decides (decisions.md
 * "Claims, mail and backups"), and the page says so (issue 53, item 7).
 */

export default async function ClaimPage({ params }: Props) {
  const data = await loadProgramPage((await params).id);
  if (!data) notFound();
  const { program, claim } = data;
  const site = program.website ? proofUrls(program.website) : null;
  const domain = emailWayAvailable() ? claimDomain(program.website) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <Button variant="outline" asChild className="h-10">
        <Link href={`/program/${program.id}`}>
          <ArrowLeft aria-hidden="true" />
          Back to the listing
        </Link>
      </Button>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">Claim {program.name}</h1>
        <p className="text-muted-foreground">
          Is this your practice? Prove that you run it, and you can correct its details, add a photo and reply to reviews. Verification, rating and reviews stay with us.
        </p>
        {claim.claimed && (
          <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm" data-testid="already-claimed">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              This listing is already managed by the provider. If you run this practice now, prove it below: that sends a transfer request. We tell the current owner, an
              administrator decides, and nothing changes until then. If you already manage this listing,{" "}
              <Link href="/owner" className="font-medium text-primary underline underline-offset-4">
                sign in
              </Link>{" "}
              instead.
            </span>
          </p>
        )}
      </header>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Verify with your website</CardTitle>
          <CardDescription>{site ? <>We check {new URL(site.home).host} for a token you publish there. The token works for this listing only and expires after 7 days.</> : "This listing has no website, so it cannot be claimed this way."}</CardDescription>
        </CardHeader>
        <CardContent>
          {site ? (
            <WebsiteClaim programId={program.id} />
          ) : (
            <p className="text-sm">
              <Link href="/contact" className="font-medium text-primary underline underline-offset-4">
                Contact us
              </Link>{" "}
              with your website address and we will add it to the listing first.
            </p>
          )}
        </CardContent>
      </Card>
      {domain && (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Or verify with an email address at {domain}</CardTitle>
            <CardDescription>We send a one-time sign-in link, valid for 30 minutes, to an address at your website&apos;s domain. Free-mail addresses do not count.</CardDescription>
          </CardHeader>
          <CardContent>
            <EmailLinkForm
              action={`/api/programs/${program.id}/claim/email`}
              hint={`For example office@${domain}`}
              sentNote={claim.claimed ? "a link is on its way: opening it sends your transfer request to an administrator" : "a link to claim this listing is on its way"}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
