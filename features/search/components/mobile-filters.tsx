"use client";

import { fill } from "@/lib/i18n/fill";
import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { activeFilterCount } from "../search-url";
import { useSearchNav } from "./search-nav";

const loadSheet = () => import("./filter-sheet");
const FilterSheet = dynamic(() => loadSheet().then((m) => m.FilterSheet), { ssr: false });

/**
 * Below the desktop breakpoint the filter panel opens in a sheet. The sheet's code (a dialog library)
 * is not part of the page's first load: it is fetched when the browser is idle, or on the first tap.
 */
export function MobileFilters() {
  const { search, words } = useSearchNav();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const active = activeFilterCount(search);

  useEffect(() => {
    if (window.matchMedia("(min-width: 1024px)").matches || typeof window.requestIdleCallback !== "function") return;
    const id = window.requestIdleCallback(() => void loadSheet(), { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        className="px-3 lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <SlidersHorizontal aria-hidden="true" />
        {words.text.filters}
        {active > 0 && (
          <>
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground" aria-hidden="true">
              {active}
            </span>
            <span className="sr-only">{fill(words.text.activeCount, { count: active })}</span>
          </>
        )}
      </Button>
      {mounted && <FilterSheet open={open} onOpenChange={setOpen} />}
    </>
  );
}
