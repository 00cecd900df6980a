"use client";

import { Map as MapIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ProgramMap } from "@/features/search/map/program-map";
import { Button } from "@/components/ui/button";
import type { MapProgram, MapTiles } from "@/features/search/map/map";
import { cn } from "@/lib/utils";

const DESKTOP = "(min-width: 1024px)";

/** Scrolls to a program's card and highlights it (marker click). */
function showCard(id: string) {
  const card = document.getElementById(`program-${id}`);
  if (!card) return;
  document.querySelectorAll('[data-highlighted="true"]').forEach((el) => el.removeAttribute("data-highlighted"));
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  card.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
  card.setAttribute("data-highlighted", "true");
  card.focus({ preventScroll: true });
}

/**
 * The map of this page's programs, with a toggle. Shown by default on desktop; on phones it starts
 * hidden so the results come first, and Leaflet is only downloaded once the map is shown.
 */
export function HomeMap({ programs, tiles, toolbarStart, className, empty = false }: { programs: MapProgram[]; tiles: MapTiles; toolbarStart?: React.ReactNode; className?: string; empty?: boolean }) {
  const [shown, setShown] = useState<boolean | null>(null);
  const [desktop, setDesktop] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia(DESKTOP);
    const update = () => setDesktop(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  const visible = shown ?? desktop;
  const onSelect = useCallback((id: string) => showCard(id), []);

  // Nothing to plot: no blank map beside or above an empty list, only the phone's Filters button.
  if (empty) {
    return (
      <section aria-label="Map" className={cn("lg:hidden", className)} data-map-hidden="true">
        {toolbarStart && <div className="flex flex-wrap items-center gap-2">{toolbarStart}</div>}
      </section>
    );
  }

  return (
    <section aria-label="Map" className={cn("space-y-3", className)} data-map-hidden={shown === false}>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        {toolbarStart}
        <Button variant="outline" className="px-3" aria-expanded={visible} aria-controls="results-map" onClick={() => setShown(!visible)}>
          <MapIcon aria-hidden="true" />
          {shown === null && !desktop ? (
            <>
              <span className="lg:hidden">Show map</span>
              <span className="hidden lg:inline">Hide map</span>
            </>
          ) : visible ? (
            "Hide map"
          ) : (
            "Show map"
          )}
        </Button>
      </div>
      <div id="results-map" className={cn("h-72 sm:h-80 lg:h-[calc(100vh-7rem)] lg:max-h-[40rem] lg:min-h-96", shown === null ? "hidden lg:block" : shown ? "block" : "hidden")}>
        {visible ? (
          <ProgramMap programs={programs} tiles={tiles} onSelect={onSelect} className="h-full" label="Map of the programs on this page" />
        ) : (
          <div className="h-full rounded-lg border bg-muted" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
