"use client";

import { formatDistanceToNow } from "date-fns";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { StarRating } from "@/components/star-rating";
import { Button } from "@/components/ui/button";
import { apiFetch, messageOf } from "@/lib/api/client";

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

/** Reviews waiting for moderation, newest first. Approving publishes; rejecting deletes. */
export function ReviewModeration({ reviews, total }: { reviews: PendingReview[]; total: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState(5);

  async function moderate(review: PendingReview, approve: boolean) {
    setBusy(review.id);
    try {
      if (approve) await apiFetch(`/api/admin/reviews/${review.id}`, { method: "PATCH", json: { isPublished: true } });
      else await apiFetch(`/api/admin/reviews/${review.id}`, { method: "DELETE" });
      toast.success(approve ? "Review Approved" : "Review Rejected", {
        description: approve ? `The review now shows on ${review.programName}.` : "The review was deleted.",
      });
      router.refresh();
    } catch (error) {
      toast.error("Moderation Failed", { description: messageOf(error, "Please try again.") });
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
                <Button size="sm" onClick={() => moderate(review, true)} disabled={busy !== null} aria-label={`Approve review "${review.title}"`}>
                  Approve
                </Button>
                <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={() => moderate(review, false)} disabled={busy !== null} aria-label={`Reject review "${review.title}"`}>
                  Reject
                </Button>
              </div>
            </div>
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
          The newest {reviews.length} of {total} pending reviews are listed; moderate these to see older ones.
        </p>
      )}
    </div>
  );
}
