"use client";

import { PageLinks } from "@/components/page-links";
import { searchHref } from "../search-url";
import { useSearchNav } from "./search-nav";

/**
 * The home results' pages (decisions.md: real pagination, 10 a page): the shared page links, which
 * with JavaScript navigate in place and scroll back to the results.
 */
export function PaginationNav({ page, lastPage }: { page: number; lastPage: number }) {
  const { search, go, words } = useSearchNav();
  const follow = (n: number) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    go({ page: n });
    document.getElementById("results")?.scrollIntoView({ block: "start" });
  };
  return <PageLinks page={page} lastPage={lastPage} href={(n) => searchHref(search, { page: n }, words.base)} onFollow={follow} label={words.text.resultPages} words={words.pages} className="mt-6" />;
}
