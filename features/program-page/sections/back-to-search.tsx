"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { recalledSearch } from "@/features/programs";

const noSubscription = () => () => {};

/**
 * The search this tab opened the program from (features/programs/search-return.ts), read after hydration; "/"
 * in the server's HTML, without JavaScript, and when the person came from elsewhere (a search engine, a city
 * page, a new tab). The program's URL carries nothing, so the page stays one cacheable page.
 */
function useSearchReturn(programId: string, home = "/"): string {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const search = recalledSearch(programId);
      return search === "/" ? home : search;
    },
    () => home,
  );
}

/** The words of Back to Search and the first crumb in the page's language, and its home page ("/es"); English without. */
export type SearchReturnText = { backToSearch: string; home: string; searchResults: string; homeHref: string };

/** "Back to Search": the exact search the person left (query, filters, sort, radius, page), else the home page. */
export function BackToSearch({ programId, text }: { programId: string; text?: SearchReturnText }) {
  const href = useSearchReturn(programId, text?.homeHref);
  return (
    <Link href={href} className={buttonVariants({ variant: "outline", size: null, className: "h-10 px-4 py-2 has-[>svg]:px-3" })} data-testid="back-to-search">
      <ArrowLeft aria-hidden="true" />
      {text?.backToSearch ?? "Back to Search"}
    </Link>
  );
}

/** The breadcrumb's first crumb: "Search results" back to that search, or "Home". */
export function SearchCrumb({ programId, text }: { programId: string; text?: SearchReturnText }) {
  const home = text?.homeHref ?? "/";
  const href = useSearchReturn(programId, home);
  return (
    <Link href={href} className="underline underline-offset-4 hover:text-primary" data-testid="crumb-search">
      {href === home ? (text?.home ?? "Home") : (text?.searchResults ?? "Search results")}
    </Link>
  );
}
