import "server-only";
import { z } from "zod";
import type { ProgramRow } from "@/db/schema";
import { programsWithoutWebsite, setDiscoveredWebsite } from "@/features/programs/server";
import { env } from "@/lib/env";
import { concurrencyLimit, outsideFetch, OutsideFetchError } from "@/lib/fetch/outside-fetch";
import { flag, intParam } from "./job-input";
import { candidateHosts, pageNamesProgram } from "./website-match";

/** POST /api/programs/find-websites?limit&maxConcurrent&dryRun (spec buttons: 5 dry run, 20, 100). */
export const findWebsitesInputSchema = z.object({
  limit: intParam("limit", 1, 200, 20),
  maxConcurrent: intParam("maxConcurrent", 1, 10, 5),
  dryRun: flag,
});
export type FindWebsitesInput = z.output<typeof findWebsitesInputSchema>;

export type WebsiteOutcome = { programId: string; name: string; website: string | null; tried: number; note: string };
export type FindWebsitesResult = {
  dryRun: boolean;
  checked: number;
  found: number;
  updated: number;
  notFound: number;
  results: WebsiteOutcome[];
};

export type FindWebsitesOptions = {
  /** Tests only: fetch candidate "https://<host>/" as "<base>/<host>/" (a local fixture server). */
  candidateBase?: string;
  timeoutMs?: number;
  maxCandidates?: number;
  onStart?: (total: number) => Promise<void>;
  onProgress?: () => Promise<void>;
};

const HOME_PAGE_BYTES = 1024 * 1024;

function candidateUrl(host: string, base: string | undefined): string {
  return base ? `${base.replace(/\/+$/, "")}/${host}/` : `https://${host}/`;
}

async function discover(program: ProgramRow, opts: FindWebsitesOptions, limited: <T>(fn: () => Promise<T>) => Promise<T>): Promise<Omit<WebsiteOutcome, "programId" | "name">> {
  const hosts = candidateHosts(program).slice(0, opts.maxCandidates ?? 12);
  const notes: string[] = [];
  let tried = 0;
  for (const host of hosts) {
    tried++;
    try {
      const res = await limited(() => outsideFetch(candidateUrl(host, opts.candidateBase), { timeoutMs: opts.timeoutMs, maxBytes: HOME_PAGE_BYTES, headers: { accept: "text/html" } }));
      if (res.status !== 200) {
        notes.push(`${host}: HTTP ${res.status}`);
        continue;
      }
      const match = pageNamesProgram(res.text(), program);
      if (match.ok) return { website: res.url, tried, note: `${host}: ${match.reason}` };
      notes.push(`${host}: ${match.reason}`);
    } catch (error) {
      // An unreachable, refused, slow or oversized candidate is simply not the program's site.
      notes.push(`${host}: ${error instanceof OutsideFetchError ? error.code : "unreachable"}`);
    }
  }
  // The telling reasons first: a site that answered but did not match says more than a 404.
  const telling = [...notes.filter((n) => !/: HTTP 404$/.test(n)), ...notes.filter((n) => /: HTTP 404$/.test(n))];
  return { website: null, tried, note: telling.slice(0, 5).join("; ") || "no candidate addresses" };
}

/**
 * Website discovery: for active programs without a website, tries the sites their email domain and
 * name suggest and keeps the first one whose home page names the program. A dry run saves nothing.
 */
export async function findWebsites(input: FindWebsitesInput, opts: FindWebsitesOptions = {}): Promise<FindWebsitesResult> {
  const candidateBase = opts.candidateBase ?? (env.NODE_ENV === "production" ? undefined : env.WEBSITE_CANDIDATE_BASE_URL);
  const options = { ...opts, candidateBase };
  const programs = await programsWithoutWebsite(input.limit);
  await opts.onStart?.(programs.length);
  const limited = concurrencyLimit(input.maxConcurrent);
  const results = await Promise.all(
    programs.map(async (program): Promise<WebsiteOutcome> => {
      const outcome = await discover(program, options, limited);
      let note = outcome.note;
      if (outcome.website && !input.dryRun && !(await setDiscoveredWebsite(program.id, outcome.website))) {
        note = "a website was set meanwhile; left unchanged";
        outcome.website = null;
      }
      await opts.onProgress?.();
      return { programId: program.id, name: program.name, ...outcome, note };
    }),
  );
  const found = results.filter((r) => r.website).length;
  return {
    dryRun: input.dryRun,
    checked: results.length,
    found,
    updated: input.dryRun ? 0 : found,
    notFound: results.length - found,
    results,
  };
}
