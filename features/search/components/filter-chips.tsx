import { X } from "lucide-react";
import Link from "next/link";
import { activeFilters, NO_FILTERS } from "@/features/search/active-filters";
import { searchHref, type SearchState } from "../search-url";
import { fill } from "@/lib/i18n/fill";
import type { SearchWords } from "../text";

/**
 * The filters in use, above the results on every screen size, each a link that removes it (so they work
 * without JavaScript and from a shared URL), and "Clear all" when there are two or more.
 */
export function FilterChips({ search, words }: { search: SearchState; words: SearchWords }) {
  const filters = activeFilters(search, words);
  const t = words.text;
  if (filters.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label={t.filtersInUse} data-testid="filter-chips">
      {filters.map((f) => (
        <li key={f.key}>
          <Link
            href={searchHref(search, f.remove, words.base)}
            scroll={false}
            className="inline-flex min-h-8 items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-sm text-secondary-foreground hover:bg-secondary/70 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            aria-label={fill(t.removeFilter, { label: f.label })}
          >
            {f.label}
            <X className="size-3.5" aria-hidden="true" />
          </Link>
        </li>
      ))}
      {filters.length > 1 && (
        <li>
          <Link href={searchHref(search, NO_FILTERS, words.base)} scroll={false} className="px-1 text-sm text-primary underline underline-offset-2">
            {t.clearAll}
          </Link>
        </li>
      )}
    </ul>
  );
}
