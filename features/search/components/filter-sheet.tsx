"use client";

import { fill } from "@/lib/i18n/fill";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { NO_FILTERS } from "@/features/search/active-filters";
import { activeFilterCount } from "../search-url";
import { FilterPanel } from "./filter-panel";
import { useSearchNav } from "./search-nav";

/**
 * The filter panel in a sheet, for screens below the desktop breakpoint (loaded by MobileFilters on
 * demand). Results update as the visitor chooses; the button at the foot stays on screen and says how many
 * programs it shows, and "Clear all" turns every filter off (decisions.md "The right provider first").
 */
export function FilterSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { search, go, pending, total, words } = useSearchNav();
  const t = words.text;
  const active = activeFilterCount(search);
  const label = pending ? t.updating : total ? fill(total.one ? t.showOne : t.showMany, { total: total.shown }) : t.showResults;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="flex w-[88vw] max-w-sm flex-col gap-0 p-0">
        <SheetHeader className="flex-row items-start justify-between gap-2 border-b pr-12">
          <div className="space-y-1">
            <SheetTitle>{t.filters}</SheetTitle>
            <SheetDescription>{t.filtersNote}</SheetDescription>
          </div>
          <Button variant="link" className="h-auto px-0 py-0" disabled={active === 0} onClick={() => go(NO_FILTERS)}>
            {t.clearAll}
          </Button>
        </SheetHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
          <FilterPanel headingLevel={3} />
        </div>
        <SheetFooter className="border-t bg-background p-4">
          <SheetClose asChild>
            <Button className="h-11" aria-live="polite" data-testid="filter-sheet-show">
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {label}
            </Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
