"use client";

import { Pencil, Trash2, TriangleAlert } from "lucide-react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "@/components/ui/alert-dialog";
import { longDate } from "@/features/programs";
import type { ReplyVersion } from "@/features/reviews/replies";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { describedBy, Field } from "@/features/programs/client";
import { ReviewList } from "@/features/reviews/review-list";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { apiCall, apiFetch, serverMessage } from "@/lib/http/client";
import type { PublishedReview } from "@/features/reviews/data";
import { REPLY_MAX, type replySchema } from "@/features/reviews/schema";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import type { z } from "@/lib/validation/zod";

/** OCR's settlement with a dental practice that disclosed patients' information in replies to reviews. */
const HHS_SETTLEMENT =
  "https://www.hhs.gov/about/news/2022/12/14/hhs-civil-rights-office-enters-settlement-with-dental-practice-over-disclosures-of-patients-protected-health-information.html";

/** Shown before a provider can send a reply (decisions.md "Owners keep their listing true"). */
export function HipaaWarning() {
  return (
    <div role="note" className="flex gap-2 rounded-md border border-warning-border bg-warning p-3 text-sm text-warning-foreground" data-testid="hipaa-warning">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        Never confirm that the reviewer is or was your patient, and never mention their visit, treatment, results, insurance or bill, even if they did. Replies are public. Providers have been fined under HIPAA for
        exactly this (
        <a href={HHS_SETTLEMENT} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-4">
          HHS, December 2022
        </a>
        ). Thank them, and invite them to contact your office directly.
      </p>
    </div>
  );
}

type ReplyValues = z.input<typeof replySchema>;
// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<ReplyValues, z.output<typeof replySchema>>(() => import("@/features/reviews/schema").then((m) => m.replySchema));

/**
 * The reply form: a new reply (POST), or an edit of the published one (PUT, prefilled). Every version is kept;
 * the public sees the latest (issue 53, item 8).
 */
function ReplyForm({ reviewId, current }: { reviewId: string; current?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const editing = current !== undefined;
  const { register, handleSubmit, formState, setError, reset } = useForm<ReplyValues, unknown, z.output<typeof replySchema>>({ resolver: validation.resolver, defaultValues: { body: current ?? "" } });
  const id = `reply-${reviewId}`;
  if (!open) {
    return (
      <Button
        type="button"
        variant="outline"
        className="h-10"
        onClick={() => {
          reset({ body: current ?? "" });
          setOpen(true);
        }}
      >
        {editing ? <Pencil aria-hidden="true" /> : null}
        {editing ? "Edit reply" : "Reply publicly"}
      </Button>
    );
  }
  return (
    <form
      method="post"
      noValidate
      className="space-y-3"
      onFocus={validation.preload}
      onSubmit={handleSubmit(async (values) => {
        try {
          const answer = await apiCall<{ unchanged?: boolean }>(`/api/owner/reviews/${reviewId}/reply`, { method: editing ? "PUT" : "POST", json: values });
          if (answer.unchanged) {
            notify("success", "No changes to save", { description: "Your reply is the same as the one published." });
            setOpen(false);
            return;
          }
          notify("success", editing ? "Reply updated" : "Reply published", { description: editing ? "The public sees the new text; the earlier one stays in your listing's history." : "It shows under the review as \u201cResponse from the provider\u201d." });
          setOpen(false);
          router.refresh();
        } catch (error) {
          setError("body", { message: serverMessage(error, "Could not publish the reply. Please try again.") });
        }
      })}
    >
      <HipaaWarning />
      <Field id={id} label="Your public reply" error={formState.errors.body?.message} hint={`One reply per review, at most ${REPLY_MAX} characters. You can edit or withdraw it later; every version is kept in the history.`}>
        <Textarea id={id} rows={4} maxLength={REPLY_MAX} {...describedBy(id, formState.errors.body?.message, true)} {...register("body")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="h-10" disabled={formState.isSubmitting}>
          {editing ? "Save reply" : "Publish reply"}
        </Button>
        <Button type="button" variant="ghost" className="h-10" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Withdraws the published reply after a confirmation: it leaves the public page and stays in the history. */
function WithdrawReply({ reviewId }: { reviewId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button type="button" variant="ghost" className="h-10" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Withdraw reply
      </Button>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Withdraw your reply?</AlertDialogTitle>
          <AlertDialogDescription>It disappears from the public page. Its text stays in your listing&rsquo;s history, and you can write a new reply.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await apiFetch(`/api/owner/reviews/${reviewId}/reply`, { method: "DELETE" });
                notify("success", "Reply withdrawn");
                setOpen(false);
                router.refresh();
              } catch (error) {
                notify("error", "Could not withdraw the reply", { description: serverMessage(error, "Please try again.") });
              }
              setBusy(false);
            }}
          >
            {busy ? "Withdrawing..." : "Withdraw reply"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const ACTION_WORDS: Record<ReplyVersion["action"], string> = { published: "Published", edited: "Edited", withdrawn: "Withdrawn", removed: "Removed by an administrator" };

/** Every version of the reply to one review, oldest first. */
function ReplyVersions({ versions }: { versions: ReplyVersion[] }) {
  return (
    <details className="rounded-md border p-3 text-sm" data-testid="reply-versions">
      <summary className="cursor-pointer font-medium">Reply history ({versions.length})</summary>
      <ol className="mt-2 space-y-2">
        {versions.map((v, i) => (
          <li key={i} className="border-l-2 pl-3">
            <p className="text-muted-foreground">
              {ACTION_WORDS[v.action]} on {longDate(v.createdAt)}
            </p>
            <p className="break-words whitespace-pre-line">{v.body}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The listing's published reviews as the public sees them, each with a reply form until it has a reply, then Edit
 * and Withdraw; `versions` (by review id) is every version of each reply, withdrawn ones too.
 */
export function OwnerReviews({ reviews, versions = {} }: { reviews: PublishedReview[]; versions?: Record<string, ReplyVersion[]> }) {
  if (reviews.length === 0) return <ReviewList reviews={[]} />;
  return (
    <ul className="space-y-6">
      {reviews.map((review) => (
        <li key={review.id} className="space-y-3" data-testid="owner-review">
          <ReviewList reviews={[review]} />
          {review.reply ? (
            <div className="flex flex-wrap gap-2">
              <ReplyForm reviewId={review.id} current={review.reply.body} />
              <WithdrawReply reviewId={review.id} />
            </div>
          ) : (
            <ReplyForm reviewId={review.id} />
          )}
          {(versions[review.id]?.length ?? 0) > 1 && <ReplyVersions versions={versions[review.id]!} />}
        </li>
      ))}
    </ul>
  );
}
