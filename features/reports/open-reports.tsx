"use client";

import { formatDistanceToNow } from "date-fns";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, messageOf, type Wire } from "@/lib/http/client";
import type { AdminReport } from "@/features/reports/data";
import { REPORT_REASON_LABELS, type ReportReason } from "@/features/reports/schema";

type Report = AdminReport | Wire<AdminReport>;

/** Open problem reports, newest first: Resolve or Dismiss, each with an optional note. */
export function OpenReports({ reports, total }: { reports: Report[]; total: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notes, setNotes] = useState<Record<string, string>>({});

  async function close(report: Report, status: "resolved" | "dismissed") {
    setBusy(report.id);
    try {
      await apiFetch(`/api/admin/reports/${report.id}`, { method: "PATCH", json: { status, note: notes[report.id]?.trim() || null } });
      notify("success", status === "resolved" ? "Report Resolved" : "Report Dismissed", { description: `The report on ${report.programName} is closed.` });
      router.refresh();
    } catch (error) {
      notify("error", "Update Failed", { description: messageOf(error, "Please try again.") });
    }
    setBusy(null);
  }

  if (reports.length === 0) return <p className="rounded-lg border bg-card p-4 text-muted-foreground">No open problem reports.</p>;

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Open reports">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg border bg-card p-4" data-testid="open-report">
            <div className="space-y-2">
              <p className="text-sm text-muted-foreground">
                For{" "}
                <Link href={`/program/${report.programId}`} className="font-medium text-foreground hover:underline">
                  {report.programName}
                </Link>{" "}
                · {formatDistanceToNow(new Date(report.createdAt), { addSuffix: true })}
              </p>
              <p className="font-semibold">{REPORT_REASON_LABELS[report.reason as ReportReason] ?? report.reason}</p>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{report.details}</p>
              {report.email && (
                <p className="text-sm text-muted-foreground">
                  From <span className="break-all">{report.email}</span> (visible to admins only)
                </p>
              )}
              <div className="space-y-1.5">
                <Label htmlFor={`report-note-${report.id}`} className="text-sm">
                  Note (optional)
                </Label>
                <Textarea
                  id={`report-note-${report.id}`}
                  rows={2}
                  maxLength={1000}
                  value={notes[report.id] ?? ""}
                  onChange={(e) => setNotes((n) => ({ ...n, [report.id]: e.target.value }))}
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => close(report, "resolved")} disabled={busy !== null} aria-label={`Resolve report on ${report.programName}`}>
                  Resolve
                </Button>
                <Button size="sm" variant="outline" onClick={() => close(report, "dismissed")} disabled={busy !== null} aria-label={`Dismiss report on ${report.programName}`}>
                  Dismiss
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {total > reports.length && <p className="text-sm text-muted-foreground">The newest {reports.length} of {total} open reports are listed.</p>}
    </div>
  );
}
