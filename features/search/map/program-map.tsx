"use client";

import dynamic from "next/dynamic";
import type { MapPoint, MapProgram, MapTiles } from "@/features/search/map/map";

export type ProgramMapProps = {
  /** The programs shown in full (popups with address and rating): the page's cards on the home page. */
  programs: MapProgram[];
  /**
   * The home map's every result of the search (GET /api/programs/points), drawn around the page's programs as
   * smaller, clustered markers; null while they load; absent: only `programs` (the program page).
   */
  points?: MapPoint[] | null;
  /** Which search the points belong to: a new one lets the view follow its results again. */
  viewKey?: string;
  /** The tile server and its attribution (server configuration, see features/search/map/tiles.ts). */
  tiles: MapTiles;
  /** Called with a program's id when its marker is clicked (the home page scrolls to its card). */
  onSelect?: (id: string) => void;
  className?: string;
  /** Accessible name of the map region. */
  label?: string;
};

// Leaflet touches `window`, so the map only ever renders in the browser.
const LeafletMap = dynamic(() => import("./leaflet-map"), {
  ssr: false,
  loading: () => <div className="h-full w-full animate-none rounded-md bg-muted" aria-hidden />,
});

/** The map of programs with valid coordinates: pins and popups, and on the home page every result, clustered. */
export function ProgramMap({ className = "h-80", label = "Map of programs", ...props }: ProgramMapProps) {
  return (
    <div className={`relative isolate overflow-hidden rounded-lg border bg-muted ${className}`} role="region" aria-label={label}>
      <LeafletMap {...props} />
    </div>
  );
}
