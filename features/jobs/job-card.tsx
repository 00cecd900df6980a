"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiCall, messageOf } from "@/lib/http/client";
import type { FindWebsitesResult } from "@/features/jobs/find-websites";
import type { JobRunView } from "@/features/jobs/job-runs";
import { plural } from "@/lib/format";
import type { JobKind } from "@/features/jobs/registry";
import type { UpdateImagesResult } from "@/features/jobs/update-images";
import type { VerifyNpiResult } from "@/features/jobs/verify-npi";


const VARIANTS = ["outline", "default", "secondary"] as const;
/** Every job has three buttons: a dry run, a normal run and a large one, in that order and look. */
const buttons = (...list: [label: string, query: string][]) => list.map(([label, query], i) => ({ label, query, variant: VARIANTS[i] ?? "default" }));

const JOBS = {
  "find-websites": {
    title: "Website Discovery",
    description: "Looks for the official website of programs that have none: it tries the domain of their email and their name, and keeps a site only if its page names the program and its phone or city.",
    endpoint: "/api/programs/find-websites",
    buttons: buttons(["Test Run", "limit=5&dryRun=true"], ["Find Websites", "limit=20"], ["Bulk Search", "limit=100"]),
    done: "Website Discovery Complete",
    failed: "Website Discovery Failed",
    summary: (r: FindWebsitesResult) =>
      r.dryRun
        ? `Test run: found ${r.found} websites for ${r.checked} programs checked. Nothing was saved.`
        : `Found ${r.found} websites and updated ${r.updated} programs (${r.checked} checked).`,
  },
  "update-images": {
    title: "Image Management",
    description: "Fetches the Open Graph image or the largest icon of each program's website and stores a resized copy. Programs that already have an image are skipped unless forced.",
    endpoint: "/api/programs/update-images",
    buttons: buttons(["Test Run", "limit=10&dryRun=true"], ["Update Images", "limit=50"], ["Force Update All", "limit=200&force=true"]),
    done: "Favicon Update Complete",
    failed: "Favicon Update Failed",
    summary: (r: UpdateImagesResult) =>
      r.dryRun
        ? `Test run: ${r.wouldUpdate} of ${r.checked} programs would get an image; ${r.failed} failed. Nothing was saved.`
        : `Updated ${r.updated} images; ${r.failed} failed (${r.checked} checked).`,
  },
  "verify-npi": {
    title: "NPI Verification",
    description: "Looks up each listing's NPI number in the NPPES NPI Registry. An active record whose name and state match verifies the listing; a deactivated, missing or mismatching one removes the verification and opens a report.",
    endpoint: "/api/admin/verify-npi",
    buttons: [
      { label: "Test Run", query: "limit=10&dryRun=true", variant: "outline" },
      { label: "Verify NPIs", query: "limit=50", variant: "default" },
      { label: "Verify All", query: "limit=500", variant: "secondary" },
    ],
    done: "NPI Verification Complete",
    failed: "NPI Verification Failed",
    summary: (r: VerifyNpiResult) =>
      r.dryRun
        ? `Test run: ${r.verified} of ${r.checked} would be verified, ${r.unverified} would lose verification; ${r.errors} could not be checked. Nothing was saved.`
        : `Verified ${r.verified}; ${r.unverified} lost verification (reports opened); ${r.errors} could not be checked (${r.checked} checked).`,
  },
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type AnyResult = FindWebsitesResult & UpdateImagesResult & VerifyNpiResult;
/** A run as the API sends it (dates as text). */
type Run = Omit<JobRunView, "createdAt" | "finishedAt" | "ahead"> & {
  createdAt: string;
  finishedAt: string | null;
  ahead: (Omit<JobRunView["ahead"][number], "createdAt"> & { createdAt: string })[];
};
type Failure = { name: string; reason: string };

/** The items of a finished run that could not be done, with their reason (the NPI Registry unreachable, an image refused). */
function failuresOf(kind: JobKind, result: Record<string, unknown> | null): Failure[] {
  if (!result) return [];
  // The job of this kind made the result, so it has this job's shape.
  if (kind === "verify-npi") return ((result as VerifyNpiResult).results ?? []).filter((c) => c.outcome === "error").map((c) => ({ name: c.name, reason: c.note }));
  if (kind === "update-images") return ((result as UpdateImagesResult).results ?? []).filter((c) => c.error).map((c) => ({ name: c.name, reason: c.error! }));
  return [];
}

/** The most common reason among failures, and how many share it ("The NPI Registry could not be reached", 10). */
function mainReason(failures: Failure[]): string {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(f.reason, (counts.get(f.reason) ?? 0) + 1);
  const [reason, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  return n === failures.length ? reason : `${reason} (${n} of ${failures.length})`;
}

const time = (d: Date | string) => new Date(d).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/** What a run is, in words: its state, and for a finished one its summary and problems. */
function describe(kind: JobKind, run: Run): { state: string; tone: "ok" | "warn" | "bad" | "busy"; summary: string | null; failures: Failure[] } {
  const job = JOBS[kind];
  if (run.status === "queued") {
    const first = run.ahead[0];
    const behind = first ? ` behind the run started ${time(first.createdAt)} (${first.status === "running" ? `running, ${first.done} of ${first.total}` : "queued"})${run.ahead.length > 1 ? ` and ${plural(run.ahead.length - 1, "other")}` : ""}` : "";
    return { state: `Queued${behind}`, tone: "busy", summary: null, failures: [] };
  }
  if (run.status === "running") return { state: run.total > 0 ? `Running: ${run.done} of ${plural(run.total, "program")} checked` : "Starting", tone: "busy", summary: null, failures: [] };
  if (run.status === "failed") return { state: "Failed", tone: "bad", summary: run.error, failures: [] };
  const failures = failuresOf(kind, run.result);
  const summary = run.result ? job.summary(run.result as AnyResult) : null;
  return failures.length > 0
    ? { state: `Finished with ${plural(failures.length, "problem")}: ${mainReason(failures)}`, tone: "warn", summary, failures }
    : { state: "Complete", tone: "ok", summary, failures };
}

const TONE = { ok: "text-muted-foreground", warn: "text-amber-800 dark:text-amber-300", bad: "text-destructive", busy: "text-muted-foreground" } as const;

/**
 * One job's card: its three buttons, the run in progress (followed again after a reload, with what a queued run
 * waits behind) and the last runs, each with its result and the items that failed and why.
 */
export function JobCard({ kind }: { kind: JobKind }) {
  const job = JOBS[kind];
  const router = useRouter();
  const [runs, setRuns] = useState<Run[] | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const following = useRef(new Set<string>());
  const alive = useRef(true);

  const load = useCallback(async () => (await apiCall<{ runs: Run[] }>(`/api/admin/jobs?kind=${kind}&limit=3`)).runs, [kind]);

  // Polls the last runs while one is queued or running; tells how each followed one ended.
  const polling = useRef(false);
  const follow = useCallback(
    async (ids: string[]) => {
      for (const id of ids) following.current.add(id);
      if (polling.current) return;
      polling.current = true;
      let idle = 0;
      try {
        for (;;) {
          if (!alive.current) return;
          let latest: Run[];
          try {
            latest = await load();
          } catch {
            await sleep(2000);
            continue;
          }
          if (!alive.current) return;
          setRuns(latest);
          for (const r of latest) {
            if (!following.current.has(r.id) || r.status === "queued" || r.status === "running") continue;
            following.current.delete(r.id);
            const d = describe(kind, r);
            if (d.tone === "ok") notify("success", job.done, { description: d.summary ?? undefined });
            else if (d.tone === "warn") notify("warning", `${job.title}: ${d.state}`, { description: d.summary ?? undefined });
            else notify("error", job.failed, { description: d.summary ?? "Please try again." });
            router.refresh();
          }
          // A run just started may not be listed yet; once nothing is queued or running and none is left to tell, stop.
          const busy = latest.some((r) => r.status === "queued" || r.status === "running");
          if (!busy && [...following.current].every((id) => !latest.some((r) => r.id === id))) {
            if (++idle >= 3) {
              following.current.clear();
              return;
            }
          } else idle = 0;
          await sleep(800);
        }
      } finally {
        polling.current = false;
      }
    },
    [job, kind, load, router],
  );

  useEffect(() => {
    alive.current = true;
    // After a reload: the last runs, and the one in progress followed again.
    void load().then(
      (latest) => {
        if (!alive.current) return;
        setRuns(latest);
        const active = latest.filter((r) => r.status === "queued" || r.status === "running").map((r) => r.id);
        if (active.length > 0) void follow(active);
      },
      () => setRuns([]),
    );
    return () => {
      alive.current = false;
    };
  }, [follow, load]);

  async function run(label: string, query: string) {
    if (starting) return;
    setStarting(label);
    try {
      const { jobId } = await apiCall<{ jobId: string }>(`${job.endpoint}?${query}&async=true`, { method: "POST" });
      void follow([jobId]);
    } catch (error) {
      notify("error", job.failed, { description: messageOf(error, "Please try again.") });
    }
    setStarting(null);
  }

  // Oldest first: the running one, then those queued behind it.
  const actives = (runs ?? []).filter((r) => r.status === "queued" || r.status === "running").reverse();
  const active = actives.find((r) => r.status === "running") ?? actives[0] ?? null;
  const finished = (runs ?? []).filter((r) => r.status !== "queued" && r.status !== "running");
  const percent = active && active.total > 0 ? Math.round((active.done / active.total) * 100) : 0;
  return (
    <Card className="gap-4" data-testid={`${kind}-card`}>
      <CardHeader>
        <CardTitle>{job.title}</CardTitle>
        <CardDescription>{job.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {job.buttons.map((b) => (
            <Button key={b.label} variant={b.variant} size="sm" onClick={() => run(b.label, b.query)} disabled={starting !== null}>
              {starting === b.label ? "Starting..." : b.label}
            </Button>
          ))}
        </div>
        {active && (
          <div className="space-y-1" aria-live="polite" data-testid={`${kind}-active`}>
            <div
              role="progressbar"
              aria-label={`${job.title} progress`}
              aria-valuemin={0}
              aria-valuemax={active.total}
              aria-valuenow={active.done}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            {actives.map((r) => (
              <p key={r.id} className="text-sm text-muted-foreground">
                {describe(kind, r).state}
              </p>
            ))}
          </div>
        )}
        {finished.length > 0 && (
          <div className="space-y-2" data-testid={`${kind}-summary`}>
            <h3 className="text-sm font-medium">Last runs</h3>
            <ul className="space-y-2">
              {finished.map((r) => {
                const d = describe(kind, r);
                return (
                  <li key={r.id} className="text-sm">
                    <p className={TONE[d.tone]}>
                      <span className="font-medium">{time(r.createdAt)}</span> · {d.state}
                    </p>
                    {d.summary ? <p className="text-muted-foreground">{d.summary}</p> : null}
                    {d.failures.length > 0 ? (
                      <details className="mt-1">
                        <summary className="cursor-pointer text-muted-foreground">Show the {plural(d.failures.length, "program")} not done</summary>
                        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
                          {d.failures.slice(0, 50).map((f, i) => (
                            <li key={i}>
                              {f.name}: {f.reason}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
