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

export function sourceLabel(source: string | null | undefined): string {
  return (source && SOURCE_LABELS[source]) || "Added by our team";
}

type Verification = Pick<ProgramRow, "isVerified" | "verifiedAt" | "verificationMethod">;

/** A date as visitors read it: "March 4, 2026" (UTC, so server and browser agree). */
export const longDate = (d: Date | string) => formatUsLongDate(new Date(d).toISOString().slice(0, 10));

/** The verification sentence of the Listing facts box. */
export function verificationText(p: Verification): string {
  if (!p.isVerified || !p.verifiedAt) return "Not verified: details come from the provider and have not been checked";
  const on = longDate(p.verifiedAt);
  return p.verificationMethod === "npi" ? `Verified on ${on} against the NPI Registry` : `Verified on ${on} by our team`;
}

/**
 * Owner submissions that no one has verified yet: their page carries noindex, and they stay out of the
 * sitemap and of JSON-LD ratings (decisions.md, "Public writes"), so a spam listing gains nothing.
 */
export const isUnverifiedOwnerListing = (p: Pick<ProgramRow, "source" | "isVerified">) => p.source === "owner" && !p.isVerified;
