import Link from "next/link";
import { guideMetadata } from "@/features/content/guide-metadata";
import { PolicyArticle } from "@/features/content/policy-article";
import { getReviewStats, type ReviewStats } from "@/features/reviews/data";
import { ABOUT } from "@/features/content/guides";
import { REJECT_REASONS, REJECT_REASON_LABELS } from "@/features/reviews/schema";

const page = ABOUT.reviews;
export const metadata = guideMetadata(page, "website");


const FTC_RULE = "https://www.govinfo.gov/content/pkg/FR-2024-08-22/html/2024-18519.htm";

// Plain two-column tables: label left, figure right, a rule between rows.
const TABLE = "my-4 w-full max-w-md border-collapse text-left";
const ROW_HEAD = "border-b py-2 pr-4 text-left font-medium";
const CELL = "border-b py-2 text-right tabular-nums";

const day = (date: Date) => date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const average = (value: number | null) => (value == null ? "none yet" : `${value.toFixed(1)} of 5`);

/** The last 12 months of moderation, as read from the table. */
function Figures({ stats }: { stats: ReviewStats }) {
  return (
    <div data-testid="review-figures">
      <p>
        From <time dateTime={stats.since.toISOString()}>{day(stats.since)}</time> to{" "}
        <time dateTime={stats.until.toISOString()}>{day(stats.until)}</time>, counted by the date a review was sent
        and where it stands today.
      </p>
      <table className={TABLE}>
        <caption className="sr-only">Reviews in the last 12 months</caption>
        <tbody>
          {(
            [
              ["Reviews received", stats.received, "received"],
              ["Published", stats.published, "published"],
              ["Waiting for moderation", stats.pending, "pending"],
              ["Rejected", stats.rejected, "rejected"],
            ] as const
          ).map(([label, value, id]) => (
            <tr key={id}>
              <th scope="row" className={ROW_HEAD}>{label}</th>
              <td className={CELL} data-figure={id}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 id="reasons">Rejected, by reason</h3>
      <table className={TABLE}>
        <caption className="sr-only">Rejected reviews by reason</caption>
        <thead>
          <tr>
            <th scope="col" className={ROW_HEAD}>Reason</th>
            <th scope="col" className={CELL}>Reviews</th>
          </tr>
        </thead>
        <tbody>
          {stats.rejectedByReason.map(({ reason, count }) => (
            <tr key={reason}>
              <th scope="row" className={ROW_HEAD}>{REJECT_REASON_LABELS[reason].label}</th>
              <td className={CELL} data-figure={`reason-${reason}`}>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3 id="ratings">Average rating</h3>
      <table className={TABLE}>
        <caption className="sr-only">Average star rating of published and rejected reviews</caption>
        <tbody>
          <tr>
            <th scope="row" className={ROW_HEAD}>Published reviews</th>
            <td className={CELL} data-figure="average-published">{average(stats.averagePublished)}</td>
          </tr>
          <tr>
            <th scope="row" className={ROW_HEAD}>Rejected reviews</th>
            <td className={CELL} data-figure="average-rejected">{average(stats.averageRejected)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        If we held back reviews for being negative, rejected reviews would rate far lower than published ones. Compare
        the two averages yourself.
      </p>
    </div>
  );
}

// Server-rendered: the rules for reviews, then the last 12 months of moderation computed from the table.
export default async function AboutReviewsPage() {
  const stats = await getReviewStats();
  return (
    <PolicyArticle page={page}>
      <p>
        Reviews on this directory come from people who used a provider. Every review waits for a member of our team
        before it appears, and we decide by what it says, never by its star rating: a one-star review that describes a
        real experience is published like a five-star one.
      </p>

      <h2 id="rules">The rules</h2>
      <p>We reject a review only for one of these reasons, and we record which:</p>
      <ul>
        {REJECT_REASONS.map((reason) => (
          <li key={reason}>
            <strong>{REJECT_REASON_LABELS[reason].label}:</strong> {REJECT_REASON_LABELS[reason].description}.
          </li>
        ))}
      </ul>
      <p>
        A rejected review is kept, unpublished, with its reason, so it is counted below. A review&apos;s email address
        is never shown.
      </p>
      <p>
        These rules follow the Federal Trade Commission&apos;s{" "}
        <a href={FTC_RULE} rel="noopener">
          Trade Regulation Rule on the Use of Consumer Reviews and Testimonials
        </a>{" "}
        (16 CFR Part 465, published August 22, 2024, in effect since October 21, 2024), which prohibits, among other
        things, fake reviews and certain review suppression practices.
      </p>

      <h2 id="figures">The last 12 months</h2>
      <Figures stats={stats} />

      <h2 id="more">More</h2>
      <p>
        How listings get here and what Verified means: <Link href="/about/listings">About our listings</Link>. The
        terms for writing a review: <Link href="/terms-of-service">our terms</Link>.
      </p>
    </PolicyArticle>
  );
}
