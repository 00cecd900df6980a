"use client";

import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from "@/components/ui/pagination";
import { pageWindow, searchHref } from "@/lib/search-url";
import { cn } from "@/lib/utils";
import { useSearchNav } from "./search-nav";

/**
 * Previous, page numbers and Next (decisions.md: real pagination, 10 a page). Real links, so the pages
 * work without JavaScript and crawlers follow them; with JavaScript they navigate in place.
 */
export function PaginationNav({ page, lastPage }: { page: number; lastPage: number }) {
  const { search, go } = useSearchNav();
  const href = (n: number) => searchHref(search, { page: n });
  const follow = (n: number) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    go({ page: n });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };
  const disabled = "pointer-events-none opacity-50";
  return (
    <Pagination aria-label="Result pages" className="mt-6">
      <PaginationContent className="flex-wrap justify-center">
        <PaginationItem>
          {page > 1 ? (
            <PaginationPrevious href={href(page - 1)} onClick={follow(page - 1)} rel="prev" />
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
              <PaginationLink
                href={href(n)}
                onClick={follow(n)}
                isActive={n === page}
                aria-label={`Page ${n}`}
                className={cn(n === page && "border-primary")}
              >
                {n}
              </PaginationLink>
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          {page < lastPage ? (
            <PaginationNext href={href(page + 1)} onClick={follow(page + 1)} rel="next" />
          ) : (
            <PaginationNext role="link" aria-disabled="true" className={disabled} />
          )}
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
