"use client";

import { formatDistanceToNow } from "date-fns";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { apiFetch, messageOf } from "@/lib/http/client";

export type PendingTransfer = {
  id: string;
  programId: string;
  programName: string;
  method: "website" | "email";
  fromEmail: string | null;
  toEmail: string | null;
  createdAt: Date;
};

const who = (email: string | null, fallback: string) => email ?? fallback;

/**
 * Manage Programs: requests to take over a listing that already has an owner. The listing moves only
 * when an administrator approves; refusing keeps the owner. Both are recorded in the listing's history.
 */
export function TransferRequests({ transfers }: { transfers: PendingTransfer[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  async function decide(t: PendingTransfer, decision: "approve" | "refuse") {
    setBusy(t.id);
    try {
      await apiFetch(`/api/admin/transfers/${t.id}`, { method: "PATCH", json: { decision } });
      notify("success", decision === "approve" ? "Transfer Approved" : "Transfer Refused", {
        description: decision === "approve" ? `${t.programName} now belongs to ${who(t.toEmail, "the new claimant")}.` : `${t.programName} stays with its owner.`,
      });
      router.refresh();
    } catch (error) {
      notify("error", "Decision Failed", { description: messageOf(error, "Please try again.") });
    }
    setBusy(null);
  }

  if (transfers.length === 0) return <p className="rounded-lg border bg-card p-4 text-muted-foreground">No transfer requests are waiting.</p>;

  return (
    <ul className="space-y-3" aria-label="Transfer requests">
      {transfers.map((t) => (
        <li key={t.id} className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="transfer-request">
          <div className="min-w-0 space-y-1 text-sm">
            <p>
              <Link href={`/program/${t.programId}`} className="font-semibold hover:underline">
                {t.programName}
              </Link>{" "}
              <span className="text-muted-foreground">· {formatDistanceToNow(new Date(t.createdAt), { addSuffix: true })}</span>
            </p>
            <p>
              Owner now: <span className="break-all">{who(t.fromEmail, "an owner proven by website token")}</span>
            </p>
            <p>
              Asked by: <span className="break-all">{who(t.toEmail, "an owner proven by website token")}</span> ({t.method === "email" ? "email link" : "website token"})
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" onClick={() => decide(t, "approve")} disabled={busy !== null} aria-label={`Approve the transfer of ${t.programName}`}>
              Approve
            </Button>
            <Button size="sm" variant="outline" onClick={() => decide(t, "refuse")} disabled={busy !== null} aria-label={`Refuse the transfer of ${t.programName}`}>
              Refuse
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
