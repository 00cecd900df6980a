"use client";

import { SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { FilterPanel } from "./filter-panel";
import { useSearchNav } from "./search-nav";

/** Below the desktop breakpoint the filter panel opens in a sheet. */
export function MobileFilters() {
  const { search } = useSearchNav();
  const active = (search.state ? 1 : 0) + search.types.length;
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="outline" className="px-3 lg:hidden">
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 && (
            <>
              <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-hidden="true">
                {active}
              </span>
              <span className="sr-only">({active} active)</span>
            </>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-[88vw] max-w-sm overflow-y-auto">
        <SheetHeader className="pb-0">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Results update as you choose.</SheetDescription>
        </SheetHeader>
        <div className="px-4">
          <FilterPanel headingLevel={3} />
        </div>
        <SheetFooter className="pt-0 pb-6">
          <SheetClose asChild>
            <Button>Show results</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
