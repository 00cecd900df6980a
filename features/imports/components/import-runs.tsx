"use client";

import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { Undo2 } from "lucide-react";
import { notify } from "@/components/ui/notify";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { apiCall, serverMessage } from "@/lib/http/client";
import { plural } from "@/lib/format";
import type { ImportRunListItem, importRunDetail, listImportRuns, UndoReport } from "../run-rows";

type Runs = Awaited<ReturnType<typeof listImportRuns>>;
type Detail = Awaited<ReturnType<typeof importRunDetail>>;
type Run = ImportRunListItem;
type Wired<T> = Awaited<ReturnType<typeof apiCall<T>>>;

const SOURCE_LABELS: Record<string, string> = { csv: "CSV file", excel: "Excel file", acam: "ACAM export", npi: "NPI Registry", google: "Google Places", yelp: "Yelp" };
const REASONS: Record<string, string> = { edited: "changed since", claimed: "claimed by its owner", reviewed: "has reviews" };
const OUTCOMES = [
  { value: "", label: "All rows" },
  { value: "created", label: "Created" },
  { value: "updated", label: "Updated" },
  { value: "duplicate", label: "Duplicates" },
  { value: "failed", label: "Failed" },
];

const when = (iso: string | Date) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
const keptLine = (report: Wired<UndoReport>) =>
  report.kept.length === 0 ? "" : ` Kept: ${report.kept.slice(0, 5).map((k) => `${k.name} (${k.reasons.map((r) => REASONS[r] ?? r).join(", ")})`).join("; ")}${report.kept.length > 5 ? `; and ${report.kept.length - 5} more` : ""}.`;

/**
 * Import runs (issue 53): every import, newest first, with its source, file, who started it, when and its counts;
 * each run's row outcomes on demand; Undo, after a confirmation that gives the count, deletes the programs the run
 * created that nobody changed since and names the ones it kept.
 */
export function ImportRuns({ version }: { version: number }) {
  const [runs, setRuns] = useState<Wired<Runs> | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<{ run: Wired<Run>; remove: number; keep: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    apiCall<Runs>(`/api/admin/imports?page=${page}`, { cache: "no-store" })
      .then((r) => {
        setRuns(r);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [page]);
  useEffect(load, [load, version]);
  // An import still running (started here, on another tab or another server, before a reload): its progress is
  // read again every 2 s until it ends (issue 53, item 4).
  const running = runs?.items.some((r) => r.status === "running") ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(load, 2000);
    return () => clearInterval(timer);
  }, [running, load]);

  async function askUndo(run: Wired<Run>) {
    try {
      const detail = await apiCall<Detail>(`/api/admin/imports/${run.id}?outcome=created`, { cache: "no-store" });
      setUndoing({ run, ...detail.undoable });
    } catch (e) {
      notify("error", "Undo Failed", { description: serverMessage(e, "Could not read the import run") });
    }
  }

  async function confirmUndo() {
    if (!undoing || busy) return;
    setBusy(true);
    try {
      const report = await apiCall<UndoReport>(`/api/admin/imports/${undoing.run.id}/undo`, { method: "POST" });
      notify("success", "Import Undone", { description: `Deleted ${plural(report.deleted, "program")}.${keptLine(report)}` });
      setUndoing(null);
      load();
    } catch (e) {
      notify("error", "Undo Failed", { description: serverMessage(e, "The import could not be undone; nothing was deleted.") });
    }
    setBusy(false);
  }

  const pages = runs ? Math.max(1, Math.ceil(runs.total / runs.pageSize)) : 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import runs</CardTitle>
        <CardDescription>Every import, newest first. Undo deletes the programs a run created that nobody has changed since.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {failed && <p className="text-destructive text-sm">The import runs could not be loaded.</p>}
        {runs && runs.items.length === 0 && <p className="text-muted-foreground text-sm">No imports yet.</p>}
        {runs && runs.items.length > 0 && (
          <ul className="divide-y rounded-md border" aria-label="Import runs">
            {runs.items.map((run) => (
              <li key={run.id} className="space-y-2 p-3" data-testid="import-run">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{SOURCE_LABELS[run.source] ?? run.source}</span>
                      {run.fileName && <span className="text-muted-foreground min-w-0 text-sm break-all">{run.fileName}</span>}
                      <StatusBadge run={run} />
                      {run.replaceAll && <Badge variant="outline">Replace All</Badge>}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {when(run.startedAt)}
                      {run.startedBy && ` · ${run.startedBy}`}
                    </p>
                    <p className="text-sm" data-testid="run-counts">
                      {run.counts.created.toLocaleString("en-US")} created · {run.counts.updated.toLocaleString("en-US")} updated · {run.counts.skipped.toLocaleString("en-US")} skipped ·{" "}
                      {run.counts.failed.toLocaleString("en-US")} failed
                    </p>
                    {run.error && <p className="text-destructive text-sm">{run.error}</p>}
                    {run.undo && (
                      <p className="text-sm" data-testid="run-undo">
                        Undone {when(run.undo.undoneAt)}: {plural(run.undo.deleted, "program")} deleted.{keptLine(run.undo)}
                      </p>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Button variant="outline" size="sm" aria-expanded={open === run.id} onClick={() => setOpen(open === run.id ? null : run.id)} aria-label={`Rows of the import of ${when(run.startedAt)}`}>
                      {open === run.id ? "Hide rows" : "Rows"}
                    </Button>
                    {run.status === "succeeded" && run.counts.created > 0 && !run.undo && (
                      <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => askUndo(run)} aria-label={`Undo the import of ${when(run.startedAt)}`}>
                        <Undo2 aria-hidden /> Undo
                      </Button>
                    )}
                  </div>
                </div>
                {open === run.id && <RunRows runId={run.id} />}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="flex items-center gap-2 text-sm">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </div>
        )}
      </CardContent>
      <AlertDialog open={undoing !== null} onOpenChange={(o) => !o && !busy && setUndoing(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Undo this import?</AlertDialogTitle>
            <AlertDialogDescription>
              {undoing &&
                (undoing.remove > 0
                  ? `${plural(undoing.remove, "program")} this import created will be deleted, with their history. This cannot be undone.`
                  : "No program of this import can be deleted: each one was changed, claimed or reviewed since.")}
              {undoing && undoing.keep > 0 && ` ${plural(undoing.keep, "program")} changed, claimed or reviewed since ${undoing.keep === 1 ? "is" : "are"} kept.`}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmUndo} disabled={busy || !undoing || undoing.remove === 0}>
              {busy ? "Undoing..." : undoing ? `Delete ${plural(undoing.remove, "program")}` : "Delete"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

function StatusBadge({ run }: { run: Wired<Run> }) {
  if (run.status === "succeeded") return run.counts.failed > 0 ? <Badge className="border-warning-border bg-warning text-warning-foreground">Done with failed rows</Badge> : <Badge variant="secondary">Done</Badge>;
  if (run.status === "running") return <Badge>{run.total > 0 ? `Running: ${run.processed.toLocaleString("en-US")} of ${plural(run.total, "row")}` : "Running"}</Badge>;
  return <Badge variant="destructive">{run.status === "abandoned" ? "Stopped" : "Failed"}</Badge>;
}

/** A run's row outcomes, 50 a page, one outcome if chosen. */
function RunRows({ runId }: { runId: string }) {
  const [outcome, setOutcome] = useState("");
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Wired<Detail> | null>(null);
  useEffect(() => {
    apiCall<Detail>(`/api/admin/imports/${runId}?page=${page}${outcome ? `&outcome=${outcome}` : ""}`, { cache: "no-store" })
      .then(setDetail)
      .catch(() => setDetail(null));
  }, [runId, page, outcome]);
  const rows = detail?.rows;
  const pages = rows ? Math.max(1, Math.ceil(rows.total / rows.pageSize)) : 1;
  return (
    <div className="space-y-2 rounded-md bg-muted/40 p-3">
      <label className="flex flex-wrap items-center gap-2 text-sm">
        Show
        <NativeSelect
          value={outcome}
          onChange={(e) => {
            setOutcome(e.target.value);
            setPage(1);
          }}
          aria-label="Rows to show"
        >
          {OUTCOMES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </label>
      {rows && rows.items.length === 0 && <p className="text-muted-foreground text-sm">No rows.</p>}
      {rows && rows.items.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Row outcomes">
          {rows.items.map((r) => (
            <li key={r.row} className="break-words" data-testid="run-row">
              <span className="text-muted-foreground">Row {r.row.toLocaleString("en-US")}</span> · <OutcomeBadge outcome={r.outcome} /> <span className="font-medium">{r.name}</span>
              {r.outcome === "failed" && `: ${r.detail ?? "failed"}`}
              {r.outcome === "duplicate" &&
                (r.program ? (
                  <>
                    {" "}
                    duplicate of{" "}
                    <Link className="text-primary underline-offset-4 hover:underline" href={`/program/${r.program.id}`}>
                      {r.program.name}
                    </Link>{" "}
                    ({r.program.city}, {r.program.state})
                  </>
                ) : (
                  `: ${r.detail ?? "duplicate of a program since deleted"}`
                ))}
              {(r.outcome === "created" || r.outcome === "updated") &&
                (r.program ? (
                  <>
                    {" "}
                    <Link className="text-primary underline-offset-4 hover:underline" href={`/program/${r.program.id}`}>
                      view
                    </Link>
                  </>
                ) : (
                  " (deleted since)"
                ))}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}

function OutcomeBadge({ outcome }: { outcome: string }) {
  const label = outcome === "created" ? "Created" : outcome === "updated" ? "Updated" : outcome === "duplicate" ? "Duplicate" : "Failed";
  return <Badge variant={outcome === "failed" ? "destructive" : outcome === "created" ? "secondary" : "outline"}>{label}</Badge>;
}
