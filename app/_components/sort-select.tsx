"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SORT_KEYS, type SortKey } from "@/lib/program-types";
import { SORT_LABELS } from "@/lib/search-url";
import { useSearchNav } from "./search-nav";

/** The sort beside the results header. Distance needs a place: a ZIP or "City, ST" search. */
export function SortSelect({ hasPlace }: { hasPlace: boolean }) {
  const { search, go } = useSearchNav();
  const value = search.sort === "distance" && !hasPlace ? "rating" : search.sort;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="sort-by" className="sr-only shrink-0 text-sm text-muted-foreground sm:not-sr-only">
        Sort by
      </Label>
      <Select value={value} onValueChange={(v) => go({ sort: v as SortKey })}>
        <SelectTrigger id="sort-by" className="h-10 w-36 sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent align="end">
          {SORT_KEYS.map((key) => (
            <SelectItem key={key} value={key} disabled={key === "distance" && !hasPlace}>
              {SORT_LABELS[key]}
              {key === "distance" && !hasPlace ? " (search a ZIP or city)" : ""}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
