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
export function ReviewModeration({ reviews, total }: { reviews: PendingReview[]; total: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState(5);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState<RejectReason | "">("");

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

  if (reviews.length === 0) return <p className="rounded-lg border bg-card p-4 text-muted-foreground">No reviews are waiting for moderation.</p>;

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Pending reviews">
        {reviews.slice(0, shown).map((review) => (
          <li key={review.id} className="rounded-lg border bg-card p-4" data-testid="pending-review">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
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
      {shown < reviews.length && (
        <Button variant="outline" size="sm" onClick={() => setShown((n) => n + 20)}>
          Show more ({reviews.length - shown} more loaded)
        </Button>
      )}
      {total > reviews.length && shown >= reviews.length && (
        <p className="text-sm text-muted-foreground">
          The newest {reviews.length} of {plural(total, "pending review")} are listed; moderate these to see older ones.
        </p>
      )}
    </div>
  );
}
