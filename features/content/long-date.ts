import { formatter } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { formatUsLongDate } from "@/lib/seo";

/**
 * A content date ("2026-11-22") written out for the page's language, read as a calendar date, not a UTC instant:
 * "November 22, 2026" in English (formatUsLongDate, as before), "22 de noviembre de 2026" in Spanish (es-US).
 */
export function longDate(locale: Locale, isoDate: string): string {
  if (locale === "en") return formatUsLongDate(isoDate);
  const [y, m, d] = isoDate.split("-").map(Number);
  return formatter(locale).dateTime(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)), { year: "numeric", month: "long", day: "numeric" });
}
