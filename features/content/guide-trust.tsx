import { BadgeCheck, CalendarDays, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { GuideReview } from "@/features/content/guide-reviews";
import { formatUsLongDate } from "@/lib/seo";

const REVIEW_LABEL = { medical: "Medically reviewed", expert: "Expert reviewed" } as const;

type GuideTrustProps = {
  /** Reading time, computed from the words on the page. */
  minutes: number;
  /** ISO date the text last changed (the frontmatter's `updated`); the sources-checked date when not given. */
  updated?: string;
  /** ISO date the sources were last checked against the pages they cite. */
  sourcesChecked: string;
  /** A named reviewer from features/content/guide-reviews.ts, or none. */
  review?: GuideReview;
  /** Descriptive badges that claim no review (for example "Safety focused"). */
  extraBadges?: string[];
};

/** The guide's badges (reading time, review only with a named reviewer) and its dates. */
export function GuideBadges({ minutes, review, extraBadges = [] }: Pick<GuideTrustProps, "minutes" | "review" | "extraBadges">) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="About this guide">
      <li>
        <Badge variant="secondary" className="text-sm">
          <Clock aria-hidden="true" />
          {minutes} min read
        </Badge>
      </li>
      {review ? (
        <li>
          <Badge variant="secondary" className="text-sm">
            <BadgeCheck aria-hidden="true" />
            {REVIEW_LABEL[review.kind]}
          </Badge>
        </li>
      ) : null}
      {extraBadges.map((badge) => (
        <li key={badge}>
          <Badge variant="secondary" className="text-sm">
            {badge}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function GuideDates({ updated, sourcesChecked, review }: Pick<GuideTrustProps, "updated" | "sourcesChecked" | "review">) {
  return (
    <div className="mt-4 space-y-1 text-sm text-muted-foreground">
      <p className="flex items-center gap-2">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Last updated: <time dateTime={updated ?? sourcesChecked}>{formatUsLongDate(updated ?? sourcesChecked)}</time>
        </span>
      </p>
      <p>
        Sources checked on <time dateTime={sourcesChecked}>{formatUsLongDate(sourcesChecked)}</time> against the
        FDA, CDC, ATSDR, NIH and medical journal pages linked at the end.
      </p>
      {review ? (
        <p>
          {REVIEW_LABEL[review.kind]} by {review.name}, {review.credentials}, on{" "}
          <time dateTime={review.reviewedOn}>{formatUsLongDate(review.reviewedOn)}</time>.
        </p>
      ) : null}
    </div>
  );
}
