import { formatDistanceToNow } from "date-fns";

/**
 * 'about 2 hours ago', '3 days ago': the review list's relative time. Its own module, apart from lib/format.ts:
 * date-fns and its English words (3.0 KB gzip of the home page's scripts) must reach only the pages that show
 * reviews, not every page whose client code imports a formatter (the home page's result cards import `excerpt`).
 */
export function timeAgo(date: Date | string | number): string {
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return "";
  // A timestamp slightly ahead of this clock must not read "in less than a minute ago".
  const at = Math.min(when.getTime(), Date.now());
  return `${formatDistanceToNow(at)} ago`;
}
