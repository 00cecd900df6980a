import "server-only";
import { z } from "zod";
import type { ProgramRow } from "@/db/schema";
import { DomainError } from "@/lib/errors";
import { programsWithNpi, recordNpiCheck } from "@/features/programs/server";
import { openSystemReportOnce } from "@/features/reports/server";
import { env } from "@/lib/env";
import { concurrencyLimit } from "@/lib/fetch/outside-fetch";
import { lookUpNpi, recordTaxonomies, type NpiRecord } from "@/lib/npi/registry";
import type { NpiTaxonomy } from "@/db/vocab";
import { normaliseName } from "@/features/imports";
import { flag, intParam } from "./job-input";

/** POST /api/admin/verify-npi?limit&maxConcurrent&dryRun (decisions.md, "Trust"). */
export const verifyNpiInputSchema = z.object({
  limit: intParam("limit", 1, 500, 50),
  maxConcurrent: intParam("maxConcurrent", 1, 5, 2),
  dryRun: flag,
});
export type VerifyNpiInput = z.output<typeof verifyNpiInputSchema>;

export type NpiOutcome = "verified" | "mismatch" | "deactivated" | "not-found" | "error";
export type NpiCheck = { programId: string; name: string; npiNumber: string; outcome: NpiOutcome; note: string };
export type VerifyNpiResult = {
  dryRun: boolean;
  checked: number;
  verified: number;
  unverified: number;
  errors: number;
  results: NpiCheck[];
};

export type VerifyNpiOptions = {
  onStart?: (total: number) => Promise<void>;
  onProgress?: () => Promise<void>;
};

const words = (s: string) => normaliseName(s).split(" ").filter(Boolean);

/**
 * The name check: an organisation's name equals the listing's (normalised as the duplicate finder does:
 * case, accents, punctuation, LLC/Inc), or one contains the other word for word; an individual's last name
 * is a word of the listing's name, and a word of it starts with their first initial.
 */
export function nameMatches(record: NpiRecord, programName: string): { ok: boolean; registryName: string } {
  const b = record.basic ?? {};
  const listing = words(programName);
  if (b.organization_name) {
    const org = words(b.organization_name);
    const inside = (a: string[], bWords: string[]) => a.length > 0 && bWords.join(" ").includes(a.join(" ")) && new RegExp(`(^| )${a.join(" ")}( |$)`).test(bWords.join(" "));
    return { ok: inside(org, listing) || inside(listing, org), registryName: b.organization_name };
  }
  const last = words(b.last_name ?? "").join(" ");
  const initial = words(b.first_name ?? "")[0]?.[0];
  const registryName = [b.first_name, b.last_name].filter(Boolean).join(" ");
  if (!last || !initial) return { ok: false, registryName };
  const text = ` ${listing.join(" ")} `;
  return { ok: text.includes(` ${last} `) && listing.some((w) => w.startsWith(initial) && w !== last), registryName };
}

/** The state of the record's practice location (LOCATION address), else of its first address. */
const recordState = (r: NpiRecord) => (r.addresses?.find((a) => a.address_purpose === "LOCATION") ?? r.addresses?.[0])?.state?.toUpperCase() ?? "";

/** Compares one registry answer with a listing. */
export function judge(record: NpiRecord | undefined, program: Pick<ProgramRow, "name" | "state">): { outcome: Exclude<NpiOutcome, "error">; note: string } {
  if (!record) return { outcome: "not-found", note: "The NPI Registry has no record of this number." };
  const b = record.basic ?? {};
  if ((b.status && b.status.toUpperCase() !== "A") || b.deactivation_date) {
    return { outcome: "deactivated", note: `The NPI Registry record is not active${b.deactivation_date ? ` (deactivated ${b.deactivation_date})` : ""}.` };
  }
  const problems: string[] = [];
  const name = nameMatches(record, program.name);
  if (!name.ok) problems.push(`name: the registry says "${name.registryName || "(none)"}", the listing says "${program.name}"`);
  const state = recordState(record);
  if (state !== program.state.toUpperCase()) problems.push(`state: the registry says ${state || "(none)"}, the listing says ${program.state}`);
  if (problems.length > 0) return { outcome: "mismatch", note: `Did not match the NPI Registry: ${problems.join("; ")}.` };
  return { outcome: "verified", note: "Active; name and state match." };
}

/**
 * NPI verification: looks up each active listing's npiNumber in the NPPES NPI Registry and marks it
 * verified (method npi, today) when the record is active and its name and state match, and refreshes its NUCC
 * taxonomies (specialties) from the record. A deactivated, missing or mismatching record removes any
 * verification and the taxonomies and opens a report for an admin (reason other, saying what did not match). A registry that cannot be reached changes nothing. A dry run saves nothing.
 */
export async function verifyNpi(input: VerifyNpiInput, opts: VerifyNpiOptions = {}): Promise<VerifyNpiResult> {
  const programs = await programsWithNpi(input.limit);
  await opts.onStart?.(programs.length);
  const limited = concurrencyLimit(input.maxConcurrent);
  const results = await Promise.all(
    programs.map(async (program): Promise<NpiCheck> => {
      const npiNumber = program.npiNumber!;
      let check: { outcome: NpiOutcome; note: string };
      let taxonomies: NpiTaxonomy[] = [];
      try {
        const record = await limited(() => lookUpNpi(env, npiNumber));
        check = judge(record, program);
        if (record) taxonomies = recordTaxonomies(record);
      } catch (error) {
        check = { outcome: "error", note: error instanceof DomainError ? error.message : "The NPI Registry could not be reached." };
      }
      if (!input.dryRun && check.outcome !== "error") {
        const finding = `NPI ${npiNumber}: ${check.note}`;
        await recordNpiCheck(program.id, npiNumber, check.outcome === "verified", taxonomies, (tx) => openSystemReportOnce(program.id, finding, tx));
      }
      await opts.onProgress?.();
      return { programId: program.id, name: program.name, npiNumber, ...check };
    }),
  );
  const count = (o: NpiOutcome[]) => results.filter((r) => o.includes(r.outcome)).length;
  return {
    dryRun: input.dryRun,
    checked: results.length,
    verified: count(["verified"]),
    unverified: count(["mismatch", "deactivated", "not-found"]),
    errors: count(["error"]),
    results,
  };
}
