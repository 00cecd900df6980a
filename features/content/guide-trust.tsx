import { BadgeCheck, CalendarDays, Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { GuideReview } from "@/features/content/guide-reviews";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { longDate } from "./long-date";

const REVIEW_LABEL = { medical: "medicallyReviewed", expert: "expertReviewed" } as const;

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
  /** The page's language (English unless said). */
  locale?: Locale;
};

/** The guide's badges (reading time, review only with a named reviewer) and its dates. */
export function GuideBadges({ minutes, review, extraBadges = [], locale = "en" }: Pick<GuideTrustProps, "minutes" | "review" | "extraBadges" | "locale">) {
  const t = translator(locale, "content");
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("aboutGuide")}>
      <li>
        <Badge variant="secondary" className="text-sm">
          <Clock aria-hidden="true" />
          {t("minRead", { minutes })}
        </Badge>
      </li>
      {review ? (
        <li>
          <Badge variant="secondary" className="text-sm">
            <BadgeCheck aria-hidden="true" />
            {t(REVIEW_LABEL[review.kind])}
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

export function GuideDates({ updated, sourcesChecked, review, locale = "en" }: Pick<GuideTrustProps, "updated" | "sourcesChecked" | "review" | "locale">) {
  const t = translator(locale, "content");
  const date = (iso: string) => <time dateTime={iso}>{longDate(locale, iso)}</time>;
  return (
    <div className="mt-4 space-y-1 text-sm text-muted-foreground">
      <p className="flex items-center gap-2">
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {`${t("lastUpdated")} `}
          {date(updated ?? sourcesChecked)}
        </span>
      </p>
      <p>
        {`${t("sourcesCheckedOn")} `}
        {date(sourcesChecked)}
        {` ${t("sourcesCheckedAgainst")}`}
      </p>
      {review ? (
        <p>
          {`${t("reviewedBy", { label: t(REVIEW_LABEL[review.kind]), name: review.name, credentials: review.credentials })} `}
          {date(review.reviewedOn)}.
        </p>
      ) : null}
    </div>
  );
}
