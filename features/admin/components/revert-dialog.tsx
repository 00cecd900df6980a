"use client";

import { useId, useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { ChangeLine } from "@/features/programs";

export type RevertTarget = { changeId: string; when: string; field?: string; lines: ChangeLine[] };

const MAX_REASON = 500;

/**
 * Confirms an admin's revert and asks why (issue 53, item 5): the lines that will change back, a required
 * reason (the owner is emailed it), then Revert. `onConfirm` answers an error message, or null when done.
 */
export function RevertDialog({ target, onClose, onConfirm }: { target: RevertTarget | null; onClose: () => void; onConfirm: (target: RevertTarget, reason: string) => Promise<string | null> }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    setReason("");
    setError(null);
    onClose();
  };
  async function confirm() {
    if (!target) return;
    if (!reason.trim()) return setError("Please give a reason for the revert; the owner is told");
    setBusy(true);
    const problem = await onConfirm(target, reason.trim());
    setBusy(false);
    if (problem) return setError(problem);
    setReason("");
    setError(null);
  }
  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{target?.field ? `Revert ${target.lines[0]?.label.split(",")[0] ?? target.field}?` : "Revert this change?"}</AlertDialogTitle>
          <AlertDialogDescription>These values of the change of {target?.when} go back to what they were. The listing&rsquo;s owner is emailed what changed back and your reason.</AlertDialogDescription>
        </AlertDialogHeader>
        {target && (
          <ul className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm" data-testid="revert-lines">
            {target.lines.map((l) => (
              <li key={l.label}>
                <span className="font-medium">{l.label}:</span> {l.new} <span aria-hidden="true">→</span>
                <span className="sr-only">back to</span> <span className="font-medium">{l.old}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="space-y-1">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            Reason (sent to the owner)
          </label>
          <Textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={MAX_REASON}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? "Reverting..." : "Revert"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
