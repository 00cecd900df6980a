import { BadgeCheck, ShieldCheck, ShieldQuestion } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ClaimFacts } from "@/features/owners";
import type { Program } from "@/features/programs";
import { sourceLabel, verificationText } from "@/features/programs";
import { dateIn, verificationWords } from "../locale-text";
import { localeHref, type Locale } from "@/lib/i18n/locales";
import { messagesFor, translator } from "@/lib/i18n/messages";

type Facts = Pick<Program, "id" | "source" | "updatedAt" | "isVerified" | "verifiedAt" | "verificationMethod" | "npiNumber">;

/**
 * "Listing facts" (decisions.md, "Trust"): where the listing came from, when it was last updated and
 * what we checked, with a link to how listings work; whether the provider claimed it (decisions.md "Owners
 * keep their listing true"), or the way to claim it. A claimed listing shows its signed-in owner the way to
 * manage it, and everyone else that the provider manages it, with the way to ask for a transfer (issue 53,
 * item 6). `children` is the Report a problem control. `locale`: the page's language (its links lead to that
 * language's page where there is one; the claim and owner pages are English).
 */
export function ListingFacts({ program, claim, viewerOwns = false, locale = "en", children }: { program: Facts; claim?: ClaimFacts; viewerOwns?: boolean; locale?: Locale; children?: React.ReactNode }) {
  const t = translator(locale, "program");
  const href = (path: string) => localeHref(locale, path);
  const verified = program.isVerified && program.verifiedAt;
  const Icon = verified ? ShieldCheck : ShieldQuestion;
  return (
    <Card aria-labelledby="listing-facts-heading" role="region" className="gap-4" data-testid="listing-facts">
      <CardHeader>
        <h2 id="listing-facts-heading" className="text-lg leading-none font-semibold">
          {t("facts.heading")}
        </h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <dl className="space-y-3">
          <div>
            <dt className="text-muted-foreground">{t("facts.source")}</dt>
            <dd className="font-medium" data-testid="listing-source">
              {locale === "en" ? sourceLabel(program.source) : sourceLabel(program.source, messagesFor(locale).program.facts.sources)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("facts.updated")}</dt>
            <dd className="font-medium" data-testid="listing-updated">
              {dateIn(locale, program.updatedAt)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("facts.verification")}</dt>
            <dd className="flex items-start gap-2 font-medium" data-testid="listing-verification">
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${verified ? "text-emerald-700" : "text-muted-foreground"}`} />
              <span>{verificationText(program, verificationWords(locale))}</span>
            </dd>
          </div>
          {verified && program.verificationMethod === "npi" && program.npiNumber && (
            <div>
              <dt className="text-muted-foreground">NPI</dt>
              <dd className="font-medium tabular-nums">{program.npiNumber}</dd>
            </div>
          )}
          {claim?.claimed && (
            <div>
              <dt className="text-muted-foreground">{t("facts.owner")}</dt>
              <dd className="flex items-start gap-2 font-medium" data-testid="listing-claimed">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  {t("facts.claimed")}
                  {claim.ownerUpdatedAt && <span className="block font-normal text-muted-foreground">{t("facts.ownerUpdated", { date: dateIn(locale, claim.ownerUpdatedAt) })}</span>}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {claim && !claim.claimed && (
          <p className="rounded-md border border-dashed p-3" data-testid="claim-listing">
            {t("facts.claimBefore")}{" "}
            <Link href={href(`/program/${program.id}/claim`)} className="font-medium text-primary underline underline-offset-4">
              {t("facts.claimLink")}
            </Link>{" "}
            {t("facts.claimAfter")}
          </p>
        )}
        {claim?.claimed && viewerOwns && (
          <p className="rounded-md border border-primary/40 bg-primary/5 p-3" data-testid="manage-listing">
            <Link href={`/owner/programs/${program.id}`} className="font-medium text-primary underline underline-offset-4">
              {t("facts.manageLink")}
            </Link>
            <span className="block text-muted-foreground">{t("facts.manageNote")}</span>
          </p>
        )}
        {claim?.claimed && !viewerOwns && (
          <p className="rounded-md border border-dashed p-3" data-testid="managed-by-provider">
            {t("facts.managedBy")}{" "}
            <Link href={href(`/program/${program.id}/claim`)} className="font-medium text-primary underline underline-offset-4">
              {t("facts.transfer")}
            </Link>
            {t("facts.signInBefore")}{" "}
            <Link href="/owner" className="font-medium text-primary underline underline-offset-4">
              {t("facts.signIn")}
            </Link>
            .
          </p>
        )}
        <p>
          <Link href={href("/about/listings")} className="font-medium text-primary underline underline-offset-4">
            {t("facts.howListings")}
          </Link>
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
