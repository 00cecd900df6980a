/**
 * The emails an owner may get about their listings (features/owners/notices.ts), without zod: the dashboard's
 * checkboxes import them, and zod stays out of the page's first script (lib/validation/lazy-resolver.ts).
 */
/** Each kind can be turned off. */
export const NOTICE_KINDS = ["review-published", "report-resolved", "transfer-requested", "reply-removed"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Kinds an owner cannot turn off (security issue 51, item 6): a request to take over the listing is always told. */
export const ALWAYS_ON: readonly NoticeKind[] = ["transfer-requested"];

/** The owner dashboard's label for each notice. */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  "review-published": "A review of my listing is published",
  "report-resolved": "A problem reported about my listing is resolved",
  "transfer-requested": "Someone asks to take over my listing",
  "reply-removed": "An administrator removes one of my replies",
};

