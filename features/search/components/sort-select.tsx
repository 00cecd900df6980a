"use client";

import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SORT_KEYS, type SortKey } from "@/features/programs";
import { effectiveSort } from "../search-url";
import { useSearchNav } from "./search-nav";

/**
 * The sort beside the results header, showing the order in use (decisions.md "The right provider first"):
 * with none chosen, nearest first for a place, best match for search words, else Top rated. Distance needs
 * a place: a ZIP or "City, ST" search.
 */
export function SortSelect({ hasPlace }: { hasPlace: boolean }) {
  const { search, go, words } = useSearchNav();
  const t = words.text;
  // Best match ranks search words; without a search it would be the rating order, so it waits for one.
  const unavailable = (key: SortKey) => (key === "distance" && !hasPlace) || (key === "relevance" && !search.q);
  const value = effectiveSort({ sortBy: search.sort, q: search.q, hasPlace });
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="sort-by" className="sr-only shrink-0 text-sm text-muted-foreground sm:not-sr-only">
        {t.sortBy}
      </Label>
      <NativeSelect id="sort-by" value={value} onChange={(e) => go({ sort: e.target.value as SortKey })} wrapperClassName={words.base === "/es" ? "w-44 sm:w-52" : "w-36 sm:w-44"} className="h-10">
        {SORT_KEYS.map((key) => (
          <option key={key} value={key} disabled={unavailable(key)}>
            {t.sort[key]}
            {key === "distance" && !hasPlace ? t.sortNeedsPlace : ""}
            {key === "relevance" && !search.q ? t.sortNeedsWords : ""}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
