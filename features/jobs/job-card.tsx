"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiCall, messageOf } from "@/lib/http/client";
import type { FindWebsitesResult } from "@/features/jobs/find-websites";
import type { JobProgress } from "@/features/jobs/job-runs";
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

/** One job's card: its three buttons, a progress bar while it runs, and the last run's summary. */
export function JobCard({ kind }: { kind: JobKind }) {
  const job = JOBS[kind];
  const router = useRouter();
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ total: number; done: number } | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function run(label: string, query: string) {
    if (running) return;
    setRunning(label);
    setProgress(null);
    try {
      const { jobId } = await apiCall<{ jobId: string }>(`${job.endpoint}?${query}&async=true`, { method: "POST" });
      for (;;) {
        await sleep(800);
        if (!alive.current) return;
        const state = await apiCall<JobProgress>(`/api/admin/jobs/${jobId}`);
        setProgress({ total: state.total, done: state.done });
        if (state.status === "failed") throw new Error(state.error ?? "The job failed");
        if (state.status === "done" && state.result) {
          // The job of this card made the result, so it has this job's shape.
          const text = job.summary(state.result as FindWebsitesResult & UpdateImagesResult & VerifyNpiResult);
          setSummary(text);
          notify("success", job.done, { description: text });
          router.refresh();
          break;
        }
      }
    } catch (error) {
      notify("error", job.failed, { description: messageOf(error, "Please try again.") });
    }
    setRunning(null);
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{job.title}</CardTitle>
        <CardDescription>{job.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {job.buttons.map((b) => (
            <Button key={b.label} variant={b.variant} size="sm" onClick={() => run(b.label, b.query)} disabled={running !== null}>
              {running === b.label ? "Running..." : b.label}
            </Button>
          ))}
        </div>
        {running && (
          <div className="space-y-1" aria-live="polite">
            <div
              role="progressbar"
              aria-label={`${job.title} progress`}
              aria-valuemin={0}
              aria-valuemax={progress?.total ?? 0}
              aria-valuenow={progress?.done ?? 0}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-muted-foreground">
              {progress && progress.total > 0 ? `${progress.done} of ${progress.total} programs checked` : "Starting..."}
            </p>
          </div>
        )}
        {summary && !running && <p className="text-sm text-muted-foreground" data-testid={`${kind}-summary`}>{summary}</p>}
      </CardContent>
    </Card>
  );
}
