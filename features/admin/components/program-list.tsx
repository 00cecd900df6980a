"use client";

import { ChartColumn, History, Pencil, Trash2 } from "lucide-react";
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
import { apiFetch } from "@/lib/http/client";
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

export function ProgramList({ programs }: { programs: AdminProgram[] }) {
  const router = useRouter();
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
      <ul className="divide-y rounded-lg border bg-card" aria-label="Programs">
        {programs.map((program) => (
          <li key={program.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="program-row">
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
