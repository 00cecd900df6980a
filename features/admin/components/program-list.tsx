"use client";

import { ChartColumn, EyeOff, History, Pencil, Trash2 } from "lucide-react";
import { Checkbox } from "@/components/ui/checkbox";
import { plural } from "@/lib/format";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { ProgramImage } from "@/features/programs/client";
import { RatingLine } from "@/features/programs/client";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { AdminProgram } from "@/features/admin/programs-data";
import type { Program } from "@/features/programs";
import { apiFetch, serverMessage } from "@/lib/http/client";
import { isUnverifiedOwnerListing } from "@/features/programs";
import { EditProgramDialog } from "@/features/programs/client";
import { ProgramHistoryDialog } from "./program-history-dialog";
import { ProgramInsightsDialog } from "@/features/insights/client";

export function ProgramBadges({ program }: { program: Pick<Program, "imageUrl" | "website" | "isActive" | "isVerified" | "source"> & { claimed?: boolean } }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {program.claimed ? <Badge data-testid="badge-claimed">Claimed</Badge> : program.claimed === false ? <Badge variant="outline">Unclaimed</Badge> : null}
      {isUnverifiedOwnerListing(program) && <Badge className="border-warning-border bg-warning text-warning-foreground">New: to review</Badge>}
      {program.isVerified && <Badge variant="secondary">Verified</Badge>}
      {program.imageUrl && <Badge variant="secondary">Image</Badge>}
      {program.website && !program.imageUrl && <Badge className="border-warning-border bg-warning text-warning-foreground">Needs Image</Badge>}
      {!program.website && <Badge variant="outline">No Website</Badge>}
      {!program.isActive && <Badge variant="outline">Inactive</Badge>}
    </div>
  );
}

type Filter = { q?: string; claimed?: "yes" | "no"; source?: string; run?: string };
type BulkAction = "delete" | "deactivate";

export function ProgramList({ programs, total, filter }: { programs: AdminProgram[]; total: number; filter: Filter }) {
  const router = useRouter();
  // Bulk work (issue 53): programs ticked on this page, or every program that matches the filters.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const count = allMatching ? total : selected.size;
  const pageIds = programs.map((p) => p.id);
  const pageAllTicked = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  function toggle(id: string, on: boolean) {
    setAllMatching(false);
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function confirmBulk() {
    if (!bulk || busy) return;
    setBusy(true);
    try {
      const json = allMatching ? { action: bulk, filter, expected: total } : { action: bulk, ids: [...selected], expected: selected.size };
      const res = await apiFetch("/api/admin/programs/bulk", { method: "POST", json });
      const out = (await res.json()) as { changed: number };
      notify("success", bulk === "delete" ? "Programs Deleted" : "Programs Deactivated", {
        description: `${plural(out.changed, "program")} ${bulk === "delete" ? "deleted" : "deactivated"}.`,
      });
      setBulk(null);
      setSelected(new Set());
      setAllMatching(false);
      router.refresh();
    } catch (error) {
      notify("error", bulk === "delete" ? "Delete Failed" : "Update Failed", { description: serverMessage(error, "Nothing was changed. Please try again.") });
    }
    setBusy(false);
  }
  const [editing, setEditing] = useState<Program | null>(null);
  const [history, setHistory] = useState<Program | null>(null);
  const [insights, setInsights] = useState<Program | null>(null);
  const [deleting, setDeleting] = useState<Program | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting || busy) return;
    setBusy(true);
    try {
      await apiFetch(`/api/programs/${deleting.id}`, { method: "DELETE" });
      notify("success", "Program Deleted", { description: `${deleting.name} was removed from the directory.` });
      setDeleting(null);
      router.refresh();
    } catch {
      notify("error", "Delete Failed", { description: "Failed to delete the program. Please try again." });
    }
    setBusy(false);
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card px-4 py-2 text-sm" aria-label="Bulk actions" role="group">
        <label className="flex items-center gap-2">
          <Checkbox
            checked={pageAllTicked || allMatching}
            onCheckedChange={(on) => {
              setAllMatching(false);
              setSelected(on ? new Set(pageIds) : new Set());
            }}
            aria-label="Select every program on this page"
          />
          Select page
        </label>
        {(pageAllTicked || allMatching) && total > pageIds.length && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setAllMatching(!allMatching)}>
            {allMatching ? "Select this page only" : `Select all ${total.toLocaleString("en-US")} that match`}
          </Button>
        )}
        <span className="text-muted-foreground" data-testid="selected-count">
          {count === 0 ? "None selected" : `${plural(count, "program")} selected`}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={count === 0} onClick={() => setBulk("deactivate")}>
            <EyeOff /> Deactivate
          </Button>
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={count === 0} onClick={() => setBulk("delete")}>
            <Trash2 /> Delete selected
          </Button>
        </div>
      </div>
      <ul className="divide-y rounded-lg border bg-card" aria-label="Programs">
        {programs.map((program) => (
          <li key={program.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="program-row">
            <Checkbox checked={allMatching || selected.has(program.id)} onCheckedChange={(on) => toggle(program.id, on)} aria-label={`Select ${program.name}`} />
            <ProgramImage src={program.imageUrl} name={program.name} labelled className="size-14 rounded-md" />
            <div className="min-w-0 flex-1 space-y-1">
              <Link href={`/program/${program.id}`} className="font-semibold text-foreground hover:underline">
                {program.name}
              </Link>
              <p className="text-sm text-muted-foreground">
                {program.city}, {program.state}
                {program.website && (
                  <>
                    {" · "}
                    <span className="break-all">{program.website}</span>
                  </>
                )}
              </p>
              <div className="flex flex-wrap items-center gap-3">
                <span className="flex items-center gap-1.5 text-sm">
                  <RatingLine rating={program.rating} reviewCount={program.reviewCount} />
                </span>
                <ProgramBadges program={program} />
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setHistory(program)} aria-label={`History of ${program.name}`}>
                <History /> History
              </Button>
              <Button variant="outline" size="sm" onClick={() => setInsights(program)} aria-label={`Insights of ${program.name}`}>
                <ChartColumn /> Insights
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing(program)} aria-label={`Edit ${program.name}`}>
                <Pencil /> Edit
              </Button>
              <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setDeleting(program)} aria-label={`Delete ${program.name}`}>
                <Trash2 /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>

      {editing && <EditProgramDialog key={editing.id} program={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
      {insights && <ProgramInsightsDialog key={insights.id} programId={insights.id} programName={insights.name} onOpenChange={(open) => !open && setInsights(null)} />}
      {history && <ProgramHistoryDialog key={history.id} programId={history.id} programName={history.name} open onOpenChange={(open) => !open && setHistory(null)} />}

      <AlertDialog open={bulk !== null} onOpenChange={(open) => !open && !busy && setBulk(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{bulk === "delete" ? `Delete ${plural(count, "program")}?` : `Deactivate ${plural(count, "program")}?`}</AlertDialogTitle>
            <AlertDialogDescription>
              {bulk === "delete"
                ? `${count === 1 ? "This program and its reviews" : `These ${count.toLocaleString("en-US")} programs and their reviews`} will be removed from the directory. This cannot be undone.`
                : `${count === 1 ? "It" : "They"} will no longer show in the directory; ${count === 1 ? "its" : "their"} history records the change.`}
              {allMatching && " Every program that matches the filters is included, not only this page."}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant={bulk === "delete" ? "destructive" : "default"} onClick={confirmBulk} disabled={busy}>
              {busy ? "Working..." : bulk === "delete" ? `Delete ${plural(count, "program")}` : `Deactivate ${plural(count, "program")}`}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this program?</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting?.name} and its reviews will be removed from the directory. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant="destructive" onClick={confirmDelete} disabled={busy}>
              {busy ? "Deleting..." : "Delete Program"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
