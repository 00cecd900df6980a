"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useOptimistic, useTransition } from "react";
import { searchPath, serializeSearchState, type SearchState } from "../search-url";
import type { SearchWords } from "../text";

type SearchNav = {
  /** The search state, already showing a change whose results are still loading. */
  search: SearchState;
  /** Applies a change to the URL; any change but the page goes back to page 1. */
  go: (patch: Partial<SearchState>) => void;
  pending: boolean;
  /** How many programs the current results hold, as shown ("13", "1,000+"); null when they failed to load. */
  total: { shown: string; one: boolean } | null;
  /** The page's words and where the search lives (`/` or `/es`), from the server (features/search/text.ts). */
  words: SearchWords;
};

const SearchNavContext = createContext<SearchNav | null>(null);

/**
 * Every control of the home page changes the URL through here: the server renders the new results,
 * and while they load the controls already show the new choice and the list shows its loading state.
 */
export function SearchNavProvider({ search, total = null, words, children }: { search: SearchState; total?: SearchNav["total"]; words: SearchWords; children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useOptimistic(search);

  const go = useCallback(
    (patch: Partial<SearchState>) => {
      const next: SearchState = { ...optimistic, ...patch, page: patch.page ?? 1 };
      startTransition(() => {
        setOptimistic(next);
        router.push(searchPath(words.base, serializeSearchState(next)), { scroll: false });
      });
    },
    [optimistic, router, setOptimistic, words.base],
  );

  const value = useMemo(() => ({ search: optimistic, go, pending, total, words }), [optimistic, go, pending, total, words]);
  return <SearchNavContext.Provider value={value}>{children}</SearchNavContext.Provider>;
}

export function useSearchNav(): SearchNav {
  const nav = useContext(SearchNavContext);
  if (!nav) throw new Error("useSearchNav outside SearchNavProvider");
  return nav;
}
