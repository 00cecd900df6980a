import type { ProgramRow } from "@/db/schema";
import { formatUsLongDate } from "@/lib/seo";

/**
 * How a listing says where it came from and what we checked (decisions.md, "Trust: where a listing
 * comes from, and what we checked"). Plain words for visitors; no zod, safe for any bundle.
 */
const SOURCE_LABELS: Record<string, string> = {
  demo: "Demo data: a fictional listing",
  owner: "Added by the provider",
  csv: "Imported by our team from a spreadsheet (CSV)",
  excel: "Imported by our team from a spreadsheet (Excel)",
  npi: "Imported from the NPI Registry",
  google: "Imported from Google Places",
  yelp: "Imported from Yelp",
  acam: "Imported from the ACAM member directory",
  admin: "Added by our team",
};

/** Where the listing came from; `labels`: the same in another language (the catalogue's `program.facts.sources`). */
export function sourceLabel(source: string | null | undefined, labels: Record<string, string> = SOURCE_LABELS): string {
  return (source && Object.hasOwn(labels, source) && labels[source]) || (labels.admin ?? "Added by our team");
}

type Verification = Pick<ProgramRow, "isVerified" | "verifiedAt" | "verificationMethod">;

/** A date as visitors read it: "March 4, 2026" (UTC, so server and browser agree). */
export const longDate = (d: Date | string) => formatUsLongDate(new Date(d).toISOString().slice(0, 10));

/** The sentences of verificationText in another language ("{date}" in the verified ones) and its date format. */
export type VerificationWords = { notVerified: string; verifiedNpi: string; verifiedTeam: string; date: (d: Date | string) => string };

/** The verification sentence of the Listing facts box. */
export function verificationText(p: Verification, words?: VerificationWords): string {
  if (!p.isVerified || !p.verifiedAt) return words?.notVerified ?? "Not verified: details come from the provider and have not been checked";
  const on = (words?.date ?? longDate)(p.verifiedAt);
  if (words) return (p.verificationMethod === "npi" ? words.verifiedNpi : words.verifiedTeam).replace("{date}", on);
  return p.verificationMethod === "npi" ? `Verified on ${on} against the NPI Registry` : `Verified on ${on} by our team`;
}

/**
 * Owner submissions that no one has verified yet: their page carries noindex, and they stay out of the
 * sitemap and of JSON-LD ratings (decisions.md, "Public writes"), so a spam listing gains nothing.
 */
export const isUnverifiedOwnerListing = (p: Pick<ProgramRow, "source" | "isVerified">) => p.source === "owner" && !p.isVerified;
