"use client";

import { formatDistanceToNow } from "date-fns";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { plural } from "@/lib/format";
import { StarRating } from "@/features/programs/client";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Checkbox } from "@/components/ui/checkbox";
import { apiFetch, messageOf } from "@/lib/http/client";
import { REJECT_REASONS, REJECT_REASON_LABELS, type RejectReason } from "@/features/reviews/schema";

export type PendingReview = {
  id: string;
  programId: string;
  programName: string;
  rating: number;
  title: string;
  comment: string;
  userName: string;
  userEmail: string;
  createdAt: Date;
};

/**
 * Reviews waiting for moderation, newest first. Approving publishes; rejecting asks for a reason from the
 * fixed list and keeps the review, unpublished, with it (moderation by content, never by rating).
 */
export function ReviewModeration({
  reviews,
  total,
  page = 1,
  pageSize = 10,
  order = "newest",
  orderHrefs,
}: {
  reviews: PendingReview[];
  total: number;
  page?: number;
  pageSize?: number;
  order?: "newest" | "oldest";
  /** Links to the queue's first page in each order (the page's URL keeps its other parameters). */
  orderHrefs?: { newest: string; oldest: string };
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState<RejectReason | "">("");
  // Bulk moderation (issue 53): the reviews ticked on this page.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkReason, setBulkReason] = useState<RejectReason | "">("");
  const ticked = reviews.filter((r) => selected.has(r.id));

  async function moderateMany(rejectReason: RejectReason | null) {
    if (ticked.length === 0) return;
    setBusy("bulk");
    try {
      const json = rejectReason ? { ids: ticked.map((r) => r.id), action: "reject", rejectReason } : { ids: ticked.map((r) => r.id), action: "approve" };
      const res = await apiFetch("/api/admin/reviews/bulk", { method: "POST", json });
      const out = (await res.json()) as { updated: number };
      notify("success", rejectReason ? "Reviews Rejected" : "Reviews Approved", { description: `${plural(out.updated, "review")} ${rejectReason ? "rejected" : "approved"}.` });
      setSelected(new Set());
      setBulkReason("");
      router.refresh();
    } catch (error) {
      notify("error", "Moderation Failed", { description: messageOf(error, "Please try again.") });
    }
    setBusy(null);
  }

  async function moderate(review: PendingReview, rejectReason: RejectReason | null) {
    setBusy(review.id);
    try {
      const json = rejectReason ? { isPublished: false, rejectReason } : { isPublished: true };
      await apiFetch(`/api/admin/reviews/${review.id}`, { method: "PATCH", json });
      notify("success", rejectReason ? "Review Rejected" : "Review Approved", {
        description: rejectReason
          ? `Kept unpublished, reason: ${REJECT_REASON_LABELS[rejectReason].label}.`
          : `The review now shows on ${review.programName}.`,
      });
      setRejecting(null);
      router.refresh();
    } catch (error) {
      notify("error", "Moderation Failed", { description: messageOf(error, "Please try again.") });
    }
    setBusy(null);
  }

  if (reviews.length === 0)
    return <p className="rounded-lg border bg-card p-4 text-muted-foreground">{total > 0 ? "No reviews on this page: go back to the first page." : "No reviews are waiting for moderation."}</p>;

  const first = (page - 1) * pageSize + 1;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        {orderHrefs && (
          <p className="flex items-center gap-2" aria-label="Queue order">
            <span className="text-muted-foreground">Order:</span>
            {order === "newest" ? <span className="font-medium">Newest first</span> : <Link href={orderHrefs.newest} className="text-primary underline-offset-4 hover:underline">Newest first</Link>}
            <span aria-hidden>·</span>
            {order === "oldest" ? <span className="font-medium">Oldest first</span> : <Link href={orderHrefs.oldest} className="text-primary underline-offset-4 hover:underline">Oldest first</Link>}
          </p>
        )}
        <span className="text-muted-foreground" data-testid="review-range">
          {total > reviews.length ? `${first.toLocaleString("en-US")}-${(first + reviews.length - 1).toLocaleString("en-US")} of ${total.toLocaleString("en-US")}` : plural(total, "review")}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm" role="group" aria-label="Bulk moderation">
        <label className="flex items-center gap-2">
          <Checkbox
            checked={ticked.length === reviews.length}
            onCheckedChange={(on) => setSelected(on ? new Set(reviews.map((r) => r.id)) : new Set())}
            aria-label="Select every review on this page"
          />
          {ticked.length === 0 ? "Select all" : `${plural(ticked.length, "review")} selected`}
        </label>
        <Button size="sm" className="ml-auto" disabled={ticked.length === 0 || busy !== null} onClick={() => moderateMany(null)}>
          Approve selected
        </Button>
        <NativeSelect value={bulkReason} onChange={(e) => setBulkReason(e.target.value as RejectReason | "")} aria-label="Reason for rejecting the selected reviews" wrapperClassName="w-44">
          <option value="">Reason to reject…</option>
          {REJECT_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECT_REASON_LABELS[value].label}
            </option>
          ))}
        </NativeSelect>
        <Button size="sm" variant="destructive" disabled={ticked.length === 0 || !bulkReason || busy !== null} onClick={() => bulkReason && moderateMany(bulkReason)}>
          Reject selected
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Pending reviews">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border bg-card p-4" data-testid="pending-review">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <Checkbox
                checked={selected.has(review.id)}
                onCheckedChange={(on) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (on) next.add(review.id);
                    else next.delete(review.id);
                    return next;
                  })
                }
                aria-label={`Select review "${review.title}"`}
                className="mt-1 shrink-0"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm text-muted-foreground">
                  For{" "}
                  <Link href={`/program/${review.programId}`} className="font-medium text-foreground hover:underline">
                    {review.programName}
                  </Link>{" "}
                  · {formatDistanceToNow(new Date(review.createdAt), { addSuffix: true })}
                </p>
                <p className="flex items-center gap-2">
                  <StarRating rating={review.rating} />
                  <span className="text-sm">{review.rating} of 5</span>
                </p>
                <p className="font-semibold">{review.title}</p>
                <p className="whitespace-pre-line">{review.comment}</p>
                <p className="text-sm text-muted-foreground">
                  By {review.userName} · <span className="break-all">{review.userEmail}</span> (visible to admins only)
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button size="sm" onClick={() => moderate(review, null)} disabled={busy !== null} aria-label={`Approve review "${review.title}"`}>
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="text-destructive hover:text-destructive"
                  onClick={() => {
                    setRejecting(rejecting === review.id ? null : review.id);
                    setReason("");
                  }}
                  disabled={busy !== null}
                  aria-expanded={rejecting === review.id}
                  aria-label={`Reject review "${review.title}"`}
                >
                  Reject
                </Button>
              </div>
            </div>
            {rejecting === review.id && (
              <form
                method="post"
                className="mt-3 flex flex-col gap-2 border-t pt-3 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (reason) void moderate(review, reason);
                }}
              >
                <label className="flex flex-col gap-1 text-sm font-medium">
                  Reason for rejecting (content, never the rating)
                  <NativeSelect value={reason} onChange={(event) => setReason(event.target.value as RejectReason | "")} required wrapperClassName="w-full sm:w-80">
                    <option value="">Choose a reason…</option>
                    {REJECT_REASONS.map((value) => (
                      <option key={value} value={value}>
                        {REJECT_REASON_LABELS[value].label}: {REJECT_REASON_LABELS[value].description}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <div className="flex gap-2">
                  <Button type="submit" size="sm" variant="destructive" disabled={busy !== null || !reason}>
                    Reject Review
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
