import Link from "next/link";
import { guideMetadata } from "@/features/content";
import { PolicyArticle } from "@/features/content/server";
import { getReviewStats, type ReviewStats } from "@/features/reviews/data";
import { ABOUT } from "@/features/content/server";
import { REJECT_REASONS, REJECT_REASON_LABELS } from "@/features/reviews/schema";
import { ratingPriorMean } from "@/features/search/server";
import { PRIOR_MAX, PRIOR_REVIEWS, topRatedScore } from "@/features/programs/server";

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

const two = (x: number) => x.toFixed(2);

/** How "Top rated" orders programs (features/programs/top-rated.ts), with today's m and a worked example. */
function TopRated({ m }: { m: number }) {
  const one = topRatedScore(5, 1, m);
  const eight = topRatedScore(4.6, 8, m);
  return (
    <div data-testid="top-rated">
      <p>
        The stars on a listing are the plain average of its published reviews, shown with how many reviews there
        are. Nothing is weighted or adjusted there.
      </p>
      <p>
        When you sort by <strong>Top rated</strong>, we do not simply put the highest average first: one or two
        reviews can give a perfect 5.0 by chance. Instead, each program&apos;s reviews are counted together with{" "}
        {PRIOR_REVIEWS} imagined reviews at a typical rating for this directory, and programs are ordered by the
        result:
      </p>
      <p className="font-medium" data-figure="formula">
        score = ({PRIOR_REVIEWS} &times; m + average &times; number of reviews) &divide; ({PRIOR_REVIEWS} + number of
        reviews)
      </p>
      <p>
        Here <em>m</em> is the average rating of all listed programs that have reviews, rounded to two decimals, but
        never more than {PRIOR_MAX.toFixed(1)}. Today <em>m</em> is <span data-figure="prior-mean">{two(m)}</span>.
        The more reviews a program has, the closer its score comes to its own average.
      </p>
      <p>For example, with m = {two(m)}:</p>
      <ul>
        <li>
          one review of 5 stars: ({PRIOR_REVIEWS} &times; {two(m)} + 5 &times; 1) &divide; ({PRIOR_REVIEWS} + 1) ={" "}
          <span data-figure="example-one">{two(one)}</span>;
        </li>
        <li>
          eight reviews averaging 4.6: ({PRIOR_REVIEWS} &times; {two(m)} + 4.6 &times; 8) &divide; ({PRIOR_REVIEWS} + 8)
          = <span data-figure="example-eight">{two(eight)}</span>.
        </li>
      </ul>
      <p>
        So the program with eight reviews comes first. The cap on m is what makes sure of that: a single 5-star
        review never outranks eight reviews averaging 4.6.
      </p>
      <p>
        Programs without reviews yet come after every reviewed program, by name. When two scores are equal, the
        program with more reviews comes first, then the name decides. The score only sets the order: it is not shown,
        and a rating describes reviewers&apos; experiences, not the results of any treatment.
      </p>
    </div>
  );
}

// Server-rendered: the rules for reviews, how "Top rated" orders, then the last 12 months of moderation computed from the table.
export default async function AboutReviewsPage() {
  const [stats, m] = await Promise.all([getReviewStats(), ratingPriorMean()]);
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

      <h2 id="top-rated">How &quot;Top rated&quot; orders programs</h2>
      <TopRated m={m} />

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
