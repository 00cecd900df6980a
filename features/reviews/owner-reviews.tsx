"use client";

import { TriangleAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { describedBy, Field } from "@/features/programs/client";
import { ReviewList } from "@/features/reviews/review-list";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, serverMessage } from "@/lib/http/client";
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

function ReplyForm({ reviewId }: { reviewId: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<ReplyValues, unknown, z.output<typeof replySchema>>({ resolver: validation.resolver, defaultValues: { body: "" } });
  const id = `reply-${reviewId}`;
  if (!open) {
    return (
      <Button type="button" variant="outline" className="h-10" onClick={() => setOpen(true)}>
        Reply publicly
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
          await apiFetch(`/api/owner/reviews/${reviewId}/reply`, { json: values });
          notify("success", "Reply published", { description: "It shows under the review as \u201cResponse from the provider\u201d." });
          router.refresh();
        } catch (error) {
          setError("body", { message: serverMessage(error, "Could not publish the reply. Please try again.") });
        }
      })}
    >
      <HipaaWarning />
      <Field id={id} label="Your public reply" error={formState.errors.body?.message} hint={`One reply per review, at most ${REPLY_MAX} characters. It cannot be edited afterwards.`}>
        <Textarea id={id} rows={4} maxLength={REPLY_MAX} {...describedBy(id, formState.errors.body?.message, true)} {...register("body")} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="h-10" disabled={formState.isSubmitting}>
          Publish reply
        </Button>
        <Button type="button" variant="ghost" className="h-10" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The listing's published reviews as the public sees them, each with a reply form until it has a reply. */
export function OwnerReviews({ reviews }: { reviews: PublishedReview[] }) {
  if (reviews.length === 0) return <ReviewList reviews={[]} />;
  return (
    <ul className="space-y-6">
      {reviews.map((review) => (
        <li key={review.id} className="space-y-3" data-testid="owner-review">
          <ReviewList reviews={[review]} />
          {!review.reply && <ReplyForm reviewId={review.id} />}
        </li>
      ))}
    </ul>
  );
}
