import { z } from "@/lib/validation/zod";
import { emailField, requiredText, strictInt } from "@/lib/validation/fields";
import { isUuid } from "@/lib/ids";
import { pageNumber } from "@/lib/validation/page-param";

/** The review form and POST /api/programs/{id}/reviews share this schema (spec section 5). */
export const reviewCreateSchema = z.object({
  userName: requiredText(50, "Name is required", "Name").pipe(z.string().min(2, "Name must be at least 2 characters")),
  userEmail: emailField(254, "Please enter a valid email"),
  rating: strictInt("Please select a rating").pipe(
    z.number().min(1, "Please select a rating").max(5, "Please select a rating"),
  ),
  title: requiredText(100, "Review title is required", "Title").pipe(z.string().min(5, "Title must be at least 5 characters")),
  comment: requiredText(1000, "Review must be at least 10 characters long", "Review", 10),
});

export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

/** Why a moderator rejected a review: content reasons only, never the rating (decisions.md, "Trust"). */
export const REJECT_REASONS = ["spam", "off-topic", "personal-information", "abusive", "conflict-of-interest", "not-an-experience"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** How the moderation list and /about/reviews name each reason. */
export const REJECT_REASON_LABELS: Record<RejectReason, { label: string; description: string }> = {
  spam: { label: "Spam", description: "advertising, links or repeated text" },
  "off-topic": { label: "Off-topic", description: "not about this provider or its services" },
  "personal-information": { label: "Personal information", description: "names, contact details or health details of other people" },
  abusive: { label: "Abusive", description: "threats, harassment, hate or obscene language" },
  "conflict-of-interest": { label: "Conflict of interest", description: "written by the provider, its staff or a competitor" },
  "not-an-experience": { label: "Not an experience", description: "not based on the reviewer's own experience with the provider" },
};

/** PATCH /api/admin/reviews/{id}: approve with { isPublished: true }; reject with { isPublished: false, rejectReason }. */
export const reviewModerationSchema = z
  .object({
    isPublished: z.boolean({ error: "isPublished must be true or false" }),
    rejectReason: z.enum(REJECT_REASONS, { error: `rejectReason must be one of: ${REJECT_REASONS.join(", ")}` }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.isPublished && value.rejectReason === undefined)
      ctx.addIssue({ code: "custom", path: ["rejectReason"], message: "A reason is required to reject a review" });
    if (value.isPublished && value.rejectReason !== undefined)
      ctx.addIssue({ code: "custom", path: ["rejectReason"], message: "rejectReason is only for rejecting a review" });
  });

export const reviewStatusSchema = z.enum(["pending", "published", "rejected", "all"], {
  error: "status must be pending, published, rejected or all",
});

/**
 * The warning shown before a provider replies to a review: a reply must never confirm that the reviewer
 * is a patient or mention their care (providers have been fined under HIPAA for such replies).
 */
export const REPLY_MAX = 1000;

/** POST /api/owner/reviews/{id}/reply and the owner dashboard's reply form. */
export const replySchema = z.object({
  body: requiredText(REPLY_MAX, "Reply is required", "Reply").pipe(z.string().min(10, "Reply must be at least 10 characters")),
});

/** GET /api/admin/reviews?status= (pending unless said). */
export const reviewListQuerySchema = z.object({
  status: reviewStatusSchema.default("pending"),
  // Issue 53: the queue pages through everything (50 a page), newest or oldest first.
  page: pageNumber,
  order: z.enum(["newest", "oldest"], { error: "order must be newest or oldest" }).default("newest"),
});

/** POST /api/admin/reviews/bulk: approve, or reject with one reason, up to 200 reviews at once. */
export const reviewBulkSchema = z
  .object({
    ids: z.array(z.string().refine(isUuid, "Each id must be a review id").transform((v) => v.toLowerCase()), { error: "ids must be a list of review ids" }).min(1, "Choose at least one review").max(200, "At most 200 reviews at once"),
    action: z.enum(["approve", "reject"], { error: "action must be approve or reject" }),
    rejectReason: z.enum(REJECT_REASONS, { error: `rejectReason must be one of: ${REJECT_REASONS.join(", ")}` }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === "reject" && value.rejectReason === undefined) ctx.addIssue({ code: "custom", path: ["rejectReason"], message: "A reason is required to reject reviews" });
    if (value.action === "approve" && value.rejectReason !== undefined) ctx.addIssue({ code: "custom", path: ["rejectReason"], message: "rejectReason is only for rejecting reviews" });
  });
export type ReviewBulk = z.output<typeof reviewBulkSchema>;
export type ReviewModeration = z.output<typeof reviewModerationSchema>;
