"use client";

import { History, Loader2, Undo2, UserX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiCall, apiFetch, serverMessage } from "@/lib/http/client";
import type { ChangeEntry } from "@/features/programs";
import type { AdminReply, ReplyVersion } from "@/features/reviews";
import { changeLines, fieldLabel, longDate } from "@/features/programs";
import { RevertDialog, type RevertTarget } from "./revert-dialog";
import type { ChangeActor, ClaimMethod } from "@/db/schema";

type HistoryAnswer = {
  owner: { email: string | null; method: ClaimMethod; claimedAt: string } | null;
  changes: (Omit<ChangeEntry, "createdAt"> & { createdAt: string })[];
  replies: (Omit<AdminReply, "createdAt" | "versions"> & { createdAt: string; versions: (Omit<ReplyVersion, "createdAt"> & { createdAt: string })[] })[];
};

const REPLY_ACTIONS: Record<ReplyVersion["action"], string> = { published: "Published", edited: "Edited", withdrawn: "Withdrawn by the provider", removed: "Removed by an administrator" };
const ACTORS: Record<ChangeActor, string> = { owner: "Owner", admin: "Admin", import: "Import", job: "Job", submitter: "Submitter", system: "System" };

/** A value as an admin reads it (in words: features/programs/change-format.ts), cut short when long. */
const shown = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
type Change = HistoryAnswer["changes"][number];
/** The fields a revert may put back: not the image (see below), not an ownership move, not one reverted already. */
const openFields = (change: Change) => change.fields.filter((f) => f.field !== "imageUrl" && f.field !== "owner" && !change.revertedFields.includes(f.field));

/** The server refuses to revert a change that touched the image (features/programs/history.ts): no Revert for it. */
const changesImage = (change: { fields: { field: string }[] }) => change.fields.some((f) => f.field === "imageUrl");
const IMAGE_NOT_REVERTABLE = "Image changes cannot be reverted. Upload the image again instead.";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

/** Manage Programs: a program's owner, its change history with Revert, and the provider's replies. */
export function ProgramHistoryDialog({ programId, programName, open, onOpenChange }: { programId: string; programName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [data, setData] = useState<HistoryAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [reverting, setReverting] = useState<RevertTarget | null>(null);

  const load = useCallback(() => {
    apiCall<HistoryAnswer>(`/api/admin/programs/${programId}/history`, { cache: "no-store" })
      .then((answer) => {
        setData(answer);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, [programId]);
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  async function act(key: string, url: string, method: "POST" | "DELETE", done: string) {
    setBusy(key);
    try {
      await apiFetch(url, { method });
      notify("success", done);
      load();
      router.refresh();
    } catch (error) {
      notify("error", "That did not work", { description: serverMessage(error, "Please try again.") });
    }
    setBusy(null);
  }

  /** The revert dialog's confirmation: an error message, or null once the change is reverted. */
  async function revert(target: RevertTarget, reason: string): Promise<string | null> {
    try {
      await apiFetch(`/api/admin/program-changes/${target.changeId}/revert`, { json: { reason, ...(target.field ? { field: target.field } : {}) } });
    } catch (error) {
      return serverMessage(error, "Could not revert. Please try again.");
    }
    setReverting(null);
    notify("success", target.field ? "Field reverted" : "Change reverted", { description: "The owner is emailed what changed back and why." });
    load();
    router.refresh();
    return null;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <RevertDialog target={reverting} onClose={() => setReverting(null)} onConfirm={revert} />
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <History aria-hidden="true" className="size-5" /> History of {programName}
          </DialogTitle>
          <DialogDescription>Every change with who made it, when and through what. Reverting puts the old values back and is itself recorded.</DialogDescription>
        </DialogHeader>
        {failed && <p role="alert" className="text-sm text-destructive">The history could not be loaded.</p>}
        {!data && !failed && <Loader2 className="mx-auto size-6 animate-spin text-muted-foreground" aria-label="Loading" />}
        {data && (
          <div className="space-y-6">
            <section aria-labelledby="history-owner" className="space-y-2">
              <h3 id="history-owner" className="font-semibold">
                Owner
              </h3>
              {data.owner ? (
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="history-owner">
                  <span>
                    Claimed by <strong>{data.owner.email ?? "an owner proven by website token"}</strong> ({data.owner.method === "email" ? "email link" : "website token"}) on {longDate(data.owner.claimedAt)}
                  </span>
                  <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => act("owner", `/api/admin/programs/${programId}/owner`, "DELETE", "Owner removed")}>
                    <UserX aria-hidden="true" /> Remove owner
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">Not claimed.</p>
              )}
            </section>
            {data.replies.length > 0 && (
              <section aria-labelledby="history-replies" className="space-y-2">
                <h3 id="history-replies" className="font-semibold">
                  Provider replies to reviews
                </h3>
                <ul className="space-y-2">
                  {data.replies.map((reply) => (
                    <li key={reply.reviewId} className="space-y-2 rounded-md border p-3 text-sm" data-testid="history-reply">
                      <p className="text-muted-foreground">
                        On &ldquo;{reply.reviewTitle}&rdquo; by {reply.reviewer}, {when(reply.createdAt)}
                      </p>
                      <p className="break-words whitespace-pre-line">{reply.body}</p>
                      {reply.versions.length > 1 && (
                        <details data-testid="history-reply-versions">
                          <summary className="cursor-pointer text-muted-foreground">Every version ({reply.versions.length})</summary>
                          <ol className="mt-2 space-y-2">
                            {reply.versions.map((v, i) => (
                              <li key={i} className="border-l-2 pl-2">
                                <span className="text-muted-foreground">
                                  {REPLY_ACTIONS[v.action]}, {when(v.createdAt)}
                                </span>
                                <p className="break-words whitespace-pre-line">{v.body}</p>
                              </li>
                            ))}
                          </ol>
                        </details>
                      )}
                      <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => act(`reply-${reply.reviewId}`, `/api/admin/reviews/${reply.reviewId}/reply`, "DELETE", "Reply removed")}>
                        Remove reply
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="history-changes" className="space-y-2">
              <h3 id="history-changes" className="font-semibold">
                Changes ({data.changes.length})
              </h3>
              {data.changes.length === 0 && <p className="text-sm text-muted-foreground">No changes since the listing was added.</p>}
              <ol className="space-y-3">
                {data.changes.map((change) => (
                  <li key={change.id} className="space-y-2 rounded-md border p-3 text-sm" data-testid="history-change">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant="secondary">{ACTORS[change.actor]}</Badge>
                      <span className="font-medium">{change.via}</span>
                      {change.ownerEmail && <span className="text-muted-foreground">{change.ownerEmail}</span>}
                      <span className="text-muted-foreground">{when(change.createdAt)}</span>
                      {change.revertOf && <Badge variant="outline">Revert</Badge>}
                      {change.revertedBy && <Badge variant="outline">Reverted</Badge>}
                      {!change.revertedBy && change.revertedFields.length > 0 && <Badge variant="outline">Partly reverted</Badge>}
                    </div>
                    {change.reason && (
                      <p data-testid="history-reason">
                        <span className="text-muted-foreground">Reason:</span> {change.reason}
                      </p>
                    )}
                    <div className="overflow-x-auto">
                      <table className="w-full text-left text-sm">
                        <thead className="text-muted-foreground">
                          <tr>
                            <th scope="col" className="py-1 pr-3 font-normal">Field</th>
                            <th scope="col" className="py-1 pr-3 font-normal">Old</th>
                            <th scope="col" className="py-1 pr-3 font-normal">New</th>
                            <th scope="col" className="py-1 font-normal"><span className="sr-only">Revert</span></th>
                          </tr>
                        </thead>
                        <tbody>
                          {change.fields.map((f) => {
                            const lines = changeLines(f);
                            const canRevertField = !change.revertOf && openFields(change).length > 1 && openFields(change).includes(f);
                            return lines.map((line, i) => (
                              <tr key={line.label} className="border-t align-top">
                                <th scope="row" className="py-1 pr-3 font-medium">{line.label}</th>
                                <td className="py-1 pr-3 break-words">{shown(line.old)}</td>
                                <td className="py-1 pr-3 break-words">{shown(line.new)}</td>
                                <td className="py-1 text-right">
                                  {change.revertedFields.includes(f.field) && i === 0 && <span className="text-muted-foreground">Reverted</span>}
                                  {canRevertField && i === 0 && (
                                    <Button variant="ghost" size="sm" disabled={busy !== null} onClick={() => setReverting({ changeId: change.id, when: when(change.createdAt), field: f.field, lines })} aria-label={`Revert ${fieldLabel(f.field)} of the change of ${when(change.createdAt)}`}>
                                      <Undo2 aria-hidden="true" /> Revert
                                    </Button>
                                  )}
                                </td>
                              </tr>
                            ));
                          })}
                        </tbody>
                      </table>
                    </div>
                    {!change.revertedBy && changesImage(change) && <p className="text-muted-foreground">{IMAGE_NOT_REVERTABLE}</p>}
                    {!change.revertedBy && !changesImage(change) && openFields(change).length > 0 && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={busy !== null}
                        onClick={() => setReverting({ changeId: change.id, when: when(change.createdAt), lines: openFields(change).flatMap(changeLines) })}
                        aria-label={`Revert the change of ${when(change.createdAt)}`}
                      >
                        <Undo2 aria-hidden="true" /> {change.revertedFields.length > 0 ? "Revert the rest" : "Revert"}
                      </Button>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
