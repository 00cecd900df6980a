import { formatDistanceToNow } from "date-fns";
import { es } from "date-fns/locale";
import type { Locale } from "@/lib/i18n/locales";
import { timeAgo } from "@/lib/time-ago";
import { formatter, messagesFor, translator } from "@/lib/i18n/messages";
import { longDate, ratingValue, type PriceText, type RatingText, type VerificationWords } from "@/features/programs";

/**
 * The words the shared program components take as an optional `text` (issue 54), made on the server for a page
 * in `locale`. For English each gives undefined, so the components say what they always said; in another
 * language the catalogue's `program` strings and its dates and numbers.
 */

/** A date as visitors read it in the language: "March 4, 2026", "4 de marzo de 2026" (UTC). */
export const dateIn = (locale: Locale, d: Date | string): string =>
  locale === "en" ? longDate(d) : formatter(locale).dateTime(new Date(d), { year: "numeric", month: "long", day: "numeric" });

/** A listing's rating words (RatingLine's `text`), or undefined in English. */
export function ratingText(locale: Locale, rating: number, reviewCount: number): RatingText | undefined {
  if (locale === "en") return undefined;
  const t = translator(locale, "program");
  return { noReviews: t("noReviews"), reviewCount: t("reviewCount", { count: reviewCount }), rated: t("rated", { rating: ratingValue(rating) }) };
}

/** The price words (formatPriceLine's `text`), or undefined in English. */
export const priceText = (locale: Locale): PriceText | undefined => (locale === "en" ? undefined : messagesFor(locale).program.pricing);

/** The verification sentences with the language's dates (verificationText's `words`), or undefined in English. */
export function verificationWords(locale: Locale): VerificationWords | undefined {
  if (locale === "en") return undefined;
  const { notVerified, verifiedNpi, verifiedTeam } = messagesFor(locale).program.facts;
  return { notVerified, verifiedNpi, verifiedTeam, date: (d) => dateIn(locale, d) };
}

/** "about 2 hours ago", "hace alrededor de 2 horas" (a time slightly ahead of this clock reads as now). */
export function timeAgoIn(locale: Locale, d: Date | string): string {
  if (locale === "en") return timeAgo(d);
  const when = new Date(d).getTime();
  return Number.isNaN(when) ? "" : formatDistanceToNow(Math.min(when, Date.now()), { locale: es, addSuffix: true });
}
