"use client";

import { Map as MapIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ProgramMap } from "@/components/map/program-map";
import { Button } from "@/components/ui/button";
import type { MapPoint, MapProgram, MapTiles } from "@/components/map/map";
import { cn } from "@/lib/utils";
import { useSearchNav } from "./search-nav";

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

// Every result of a search (GET /api/programs/points), by URL: paging through a search, or coming back to one,
// asks for its points once. A few searches are kept; a failed call is not.
const pointsByUrl = new Map<string, Promise<MapPoint[]>>();
const POINTS_KEPT = 12;

function loadPoints(url: string): Promise<MapPoint[]> {
  let answer = pointsByUrl.get(url);
  if (!answer) {
    answer = fetch(url, { headers: { accept: "application/json" } }).then(async (res) => {
      if (!res.ok) throw new Error(`points: ${res.status}`);
      const body: unknown = await res.json();
      if (!Array.isArray(body)) throw new Error("points: not a list");
      return body as MapPoint[];
    });
    pointsByUrl.set(url, answer);
    answer.catch(() => pointsByUrl.delete(url));
    if (pointsByUrl.size > POINTS_KEPT) pointsByUrl.delete(pointsByUrl.keys().next().value!);
  }
  return answer;
}

/**
 * The map of the search's results, with a toggle: every result (up to 500, clustered) around this page's
 * programs, which are drawn as pins and light up when their card is pointed at or focused. Shown by default on desktop; on phones it starts
 * hidden so the results come first, and Leaflet and the points are only downloaded once the map is shown.
 * `pointsUrl`: the points call for this search (null: none, e.g. the results failed to load).
 */
export function HomeMap({
  programs,
  pointsUrl = null,
  tiles,
  toolbarStart,
  className,
  empty = false,
}: {
  programs: MapProgram[];
  pointsUrl?: string | null;
  tiles: MapTiles;
  toolbarStart?: React.ReactNode;
  className?: string;
  empty?: boolean;
}) {
  const { words } = useSearchNav();
  const t = words.text;
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
  const [loaded, setLoaded] = useState<{ url: string; points: MapPoint[] | "failed" } | null>(null);
  useEffect(() => {
    if (!visible || !pointsUrl || empty) return;
    let current = true;
    loadPoints(pointsUrl).then(
      (points) => current && setLoaded({ url: pointsUrl, points }),
      () => current && setLoaded({ url: pointsUrl, points: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [visible, pointsUrl, empty]);
  // null while this search's points load; undefined (the page's programs only) without them.
  const points = !pointsUrl ? undefined : loaded?.url !== pointsUrl ? null : loaded.points === "failed" ? undefined : loaded.points;

  // Nothing to plot: no blank map beside or above an empty list, only the phone's Filters button.
  if (empty) {
    return (
      <section aria-label={t.map} className={cn("lg:hidden", className)} data-map-hidden="true">
        {toolbarStart && <div className="flex flex-wrap items-center gap-2">{toolbarStart}</div>}
      </section>
    );
  }

  return (
    <section aria-label={t.map} className={cn("space-y-3", className)} data-map-hidden={shown === false}>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        {toolbarStart}
        <Button variant="outline" className="px-3" aria-expanded={visible} aria-controls="results-map" onClick={() => setShown(!visible)}>
          <MapIcon aria-hidden="true" />
          {shown === null && !desktop ? (
            <>
              <span className="lg:hidden">{t.showMap}</span>
              <span className="hidden lg:inline">{t.hideMap}</span>
            </>
          ) : visible ? (
            t.hideMap
          ) : (
            t.showMap
          )}
        </Button>
      </div>
      <div id="results-map" className={cn("h-72 sm:h-80 lg:h-[calc(100vh-7rem)] lg:max-h-[40rem] lg:min-h-96", shown === null ? "hidden lg:block" : shown ? "block" : "hidden")}>
        {visible ? (
          <ProgramMap
            programs={programs}
            points={points}
            viewKey={pointsUrl ?? undefined}
            tiles={tiles}
            onSelect={onSelect}
            className="h-full"
            label={t.mapLabel}
            words={{ ...words.map, base: words.base === "/es" ? "/es" : "", types: words.labels.programTypes }}
          />
        ) : (
          <div className="h-full rounded-lg border bg-muted" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
