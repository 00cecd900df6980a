import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from "@/components/ui/pagination";
import { cn } from "@/lib/utils";

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
};

/**
 * Previous, page numbers and Next for every list (home results, state pages, Manage Programs). Real
 * links, so pages work without JavaScript and crawlers follow them. No hooks: server pages render it
 * as it is, and the home page's client navigation passes `onFollow`.
 */
export function PageLinks({ page, lastPage, href, label, onFollow, showCount = false, className }: Props) {
  const disabled = "pointer-events-none opacity-50";
  // Past the last page (an old link), Previous leads back to the last page.
  const previous = Math.min(page - 1, lastPage);
  return (
    <Pagination aria-label={label} className={cn("flex-col items-center gap-2", className)}>
      <PaginationContent className="flex-wrap justify-center">
        <PaginationItem>
          {page > 1 ? (
            <PaginationPrevious href={href(previous)} onClick={onFollow?.(previous)} rel="prev" />
          ) : (
            <PaginationPrevious role="link" aria-disabled="true" className={disabled} />
          )}
        </PaginationItem>
        {pageWindow(page, lastPage).map((n, i) =>
          n === null ? (
            <PaginationItem key={`gap-${i}`}>
              <PaginationEllipsis />
            </PaginationItem>
          ) : (
            <PaginationItem key={n}>
              <PaginationLink href={href(n)} onClick={onFollow?.(n)} isActive={n === page} aria-label={`Page ${n}`} className={cn(n === page && "border-primary")}>
                {n}
              </PaginationLink>
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          {page < lastPage ? (
            <PaginationNext href={href(page + 1)} onClick={onFollow?.(page + 1)} rel="next" />
          ) : (
            <PaginationNext role="link" aria-disabled="true" className={disabled} />
          )}
        </PaginationItem>
      </PaginationContent>
      {showCount && (
        <p className="text-sm text-muted-foreground">
          Page {page} of {lastPage}
        </p>
      )}
    </Pagination>
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
