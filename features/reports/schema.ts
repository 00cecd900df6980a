import { z } from "@/lib/validation/zod";
import { emailField, optionalText, requiredText } from "@/lib/validation/fields";

/** "Report a problem with this listing" (decisions.md, "Trust"): the form and POST /api/programs/{id}/reports. */
export const REPORT_REASONS = ["closed", "wrong-contact", "wrong-address", "not-a-provider", "unsafe-claims", "duplicate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  closed: "The provider has closed",
  "wrong-contact": "Wrong phone, email or website",
  "wrong-address": "Wrong address or location",
  "not-a-provider": "Not a detox or testing provider",
  "unsafe-claims": "Unsafe or misleading health claims",
  duplicate: "Duplicate listing",
  other: "Something else",
};

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportCreateSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Please choose a reason" }),
  details: requiredText(1000, "Please describe the problem in at least 10 characters", "Details", 10),
  email: z
    .union([z.literal(""), z.null(), emailField(254, "Please enter a valid email")])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReportCreateInput = z.input<typeof reportCreateSchema>;
export type ReportCreate = z.output<typeof reportCreateSchema>;

export const reportStatusQuerySchema = z.enum([...REPORT_STATUSES, "all"], { error: "status must be open, resolved, dismissed or all" });

export const reportUpdateSchema = z.object({
  status: z.enum(["resolved", "dismissed"], { error: "status must be resolved or dismissed" }),
  note: optionalText(1000, "Note"),
});
export type ReportUpdate = z.output<typeof reportUpdateSchema>;

/** GET /api/admin/reports?status= (open unless said). */
export const reportListQuerySchema = z.object({ status: reportStatusQuerySchema.default("open") });
