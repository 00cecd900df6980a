import { clsx } from "clsx";

type Props = {
  page: number;
  lastPage: number;
  /** The URL of page n. */
  href: (n: number) => string;
  /** The navigation's accessible name. */
  label: string;
  /** Client pages only: follow a link in place (home search). */
  onFollow?: (n: number) => React.MouseEventHandler<HTMLAnchorElement>;
  /** Also say "Page n of m" under the links. */
  showCount?: boolean;
  className?: string;
  /** The words in the page's language ("{n}" the page number; "{page}" and "{last}" in count); English without. */
  text?: { previous: string; next: string; previousLabel: string; nextLabel: string; more: string; page: string; count: string };
};

// The chevrons and the ellipsis of lucide (chevron-left, chevron-right, ellipsis); globals.css `.page-link svg` strokes them.
const chevronLeft = <path d="m15 18-6-6 6-6" />;
const chevronRight = <path d="m9 18 6-6-6-6" />;
const icon = (path: React.ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    {path}
  </svg>
);

/**
 * Previous, page numbers and Next for every list (home results, state and city pages, Manage Programs). Real
 * links, so pages work without JavaScript and crawlers follow them. No hooks: server pages render it
 * as it is, and the home page's client navigation passes `onFollow`.
 *
 * Short classes (globals.css, `.page-links`), not shadcn's Pagination: its button classes, about 600 characters
 * a link, made the links a tenth of a city page's bytes, twice (the HTML and React's data; docs/performance.md,
 * round 14). Same look: ghost buttons, the current page outlined in the primary colour.
 */
export function PageLinks({ page, lastPage, href, label, onFollow, showCount = false, className, text }: Props) {
  // Past the last page (an old link), Previous leads back to the last page.
  const previous = Math.min(page - 1, lastPage);
  return (
    <nav aria-label={label} className={clsx("page-links", className)}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={href(previous)} onClick={onFollow?.(previous)} rel="prev" aria-label={text?.previousLabel ?? "Go to previous page"} className="page-link page-step">
              {icon(chevronLeft)}
              <span>{text?.previous ?? "Previous"}</span>
            </a>
          ) : (
            <a role="link" aria-disabled="true" aria-label={text?.previousLabel ?? "Go to previous page"} className="page-link page-step">
              {icon(chevronLeft)}
              <span>{text?.previous ?? "Previous"}</span>
            </a>
          )}
        </li>
        {pageWindow(page, lastPage).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="page-gap">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{text?.more ?? "More pages"}</span>
            </li>
          ) : (
            <li key={n}>
              <a href={href(n)} onClick={onFollow?.(n)} aria-current={n === page ? "page" : undefined} aria-label={text ? text.page.replace("{n}", String(n)) : `Page ${n}`} className="page-link">
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <a href={href(page + 1)} onClick={onFollow?.(page + 1)} rel="next" aria-label={text?.nextLabel ?? "Go to next page"} className="page-link page-step">
              <span>{text?.next ?? "Next"}</span>
              {icon(chevronRight)}
            </a>
          ) : (
            <a role="link" aria-disabled="true" aria-label={text?.nextLabel ?? "Go to next page"} className="page-link page-step">
              <span>{text?.next ?? "Next"}</span>
              {icon(chevronRight)}
            </a>
          )}
        </li>
      </ul>
      {showCount && (
        <p className="text-sm text-muted-foreground">
          {text ? text.count.replace("{page}", String(page)).replace("{last}", String(lastPage)) : `Page ${page} of ${lastPage}`}
        </p>
      )}
    </nav>
  );
}

/** Page numbers to show around `page`, with null for a gap: 1 … 4 5 6 … 30. */
export function pageWindow(page: number, lastPage: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= lastPage; n++) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= around) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
