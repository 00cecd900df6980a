"use client";

import { useState } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch, fieldIssues } from "@/lib/http/client";
import { useHydrated } from "@/lib/use-hydrated";
import type { ReviewCreate, ReviewCreateInput } from "@/features/reviews/schema";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import { StarRatingInput } from "./star-rating-input";
import { errorText as inLanguage, type ErrorWords } from "@/lib/i18n/error-text";
import type { Messages } from "@/lib/i18n/catalogues";

/** The form's words in the page's language (messages/*.json `reviewForm`, made by `reviewFormText`), errors mapped. */
export type ReviewFormText = Omit<Messages["reviewForm"], "errors"> & ErrorWords;

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<ReviewCreateInput, ReviewCreate>(() => import("@/features/reviews/schema").then((m) => m.reviewCreateSchema));

const EMPTY: ReviewCreateInput = { userName: "", userEmail: "", rating: 0, title: "", comment: "" };
const FIELDS = new Set<FieldPath<ReviewCreateInput>>(["userName", "userEmail", "rating", "title", "comment"]);

/**
 * Write a review. The form checks the shared schema (the server checks it again); a new review waits for
 * moderation, so after success it is not added to the list: the visitor is told it will appear once approved.
 */
export function ReviewForm({ programId, text: t }: { programId: string; text: ReviewFormText }) {
  const [submitted, setSubmitted] = useState(false);
  // False in the server HTML: the button waits for the form's script, so an early click cannot post the page.
  const hydrated = useHydrated();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewCreateInput, unknown, ReviewCreate>({ resolver: validation.resolver, defaultValues: EMPTY });

  async function onSubmit(values: ReviewCreate) {
    setSubmitted(false);
    try {
      await apiFetch(`/api/programs/${programId}/reviews`, { json: values });
      reset(EMPTY);
      setSubmitted(true);
      notify("success", t.sentTitle, { description: t.sentText });
      return;
    } catch (error) {
      // A network failure gets the same message as a refused submission.
      for (const issue of fieldIssues<FieldPath<ReviewCreateInput>>(error, FIELDS)) setError(issue.field, { message: issue.message });
    }
    notify("error", t.failedTitle, { description: t.failedText });
  }

  const describe = (field: keyof ReviewCreateInput) => (errors[field] ? `review-${field}-error` : undefined);
  const errorText = (field: keyof ReviewCreateInput) =>
    errors[field]?.message ? (
      <p id={`review-${field}-error`} className="text-sm text-destructive">
        {inLanguage(errors[field].message, t)}
      </p>
    ) : null;

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="space-y-4" aria-labelledby="write-review-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="review-userName">{t.name}</Label>
          <Input id="review-userName" autoComplete="name" aria-invalid={errors.userName ? true : undefined} aria-describedby={describe("userName")} {...register("userName")} />
          {errorText("userName")}
        </div>
        <div className="space-y-2">
          <Label htmlFor="review-userEmail">{t.email}</Label>
          <Input id="review-userEmail" type="email" autoComplete="email" aria-invalid={errors.userEmail ? true : undefined} aria-describedby={describe("userEmail") ?? "review-email-note"} {...register("userEmail")} />
          {errorText("userEmail") ?? (
            <p id="review-email-note" className="text-xs text-muted-foreground">
              {t.emailNote}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-2">
        <span id="review-rating-label" className="text-sm leading-none font-medium">
          {t.rating}
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              value={typeof field.value === "number" ? field.value : 0}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              labelledBy="review-rating-label"
              describedBy={describe("rating")}
              invalid={Boolean(errors.rating)}
              text={t}
            />
          )}
        />
        {errorText("rating")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="review-title">{t.title}</Label>
        <Input id="review-title" aria-invalid={errors.title ? true : undefined} aria-describedby={describe("title")} {...register("title")} />
        {errorText("title")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="review-comment">{t.comment}</Label>
        <Textarea
          id="review-comment"
          rows={4}
          className="field-sizing-fixed"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describe("comment")}
          {...register("comment")}
        />
        {errorText("comment")}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!hydrated || isSubmitting} className="h-11 px-6">
          {isSubmitting ? t.submitting : t.submit}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {submitted ? t.thanks : ""}
        </p>
      </div>
    </form>
  );
}
