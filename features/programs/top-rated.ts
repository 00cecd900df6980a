import { sql } from "drizzle-orm";

/**
 * "Top rated" (decisions.md "The right provider first"; published on /about/reviews): programs are ordered by a
 * Bayesian average, the program's own reviews plus PRIOR_REVIEWS imagined reviews at the prior mean m:
 *
 *   score = (C * m + rating * n) / (C + n)     C = PRIOR_REVIEWS, n = the program's published reviews
 *
 * m is the average rating of the listed programs that have reviews, rounded to two decimals, but at most
 * PRIOR_MAX: with m above about 4.39 no prior of 3 reviews could keep a 5.0 from one review below a 4.6 from
 * eight (and above 4.54, no prior at all). Programs without reviews come after every reviewed one; ties go to
 * more reviews, then the name, then the id. The rating shown stays the plain average.
 *
 * Both the SQL (features/search/sql/order.ts) and the in-memory index (features/search/memory-index/build.ts)
 * compute it in float8 with the same operations in the same order, from the same m read by the same SQL, so their
 * orders are identical.
 */
export const PRIOR_REVIEWS = 3;
export const PRIOR_MAX = 4;

/** m, computed in SQL (one statement, or a scalar subquery of one): a float8. */
export const PRIOR_MEAN_SQL = sql.raw(
  `(select least(coalesce(round(avg(rating), 2), ${PRIOR_MAX}), ${PRIOR_MAX})::float8 from detox_programs where is_active and review_count > 0)`,
);

/** The score of a reviewed program (`rating` its plain average, `n` > 0 its reviews), for prior mean `m`. */
export const topRatedScore = (rating: number, n: number, m: number) => (PRIOR_REVIEWS * m + rating * n) / (PRIOR_REVIEWS + n);
