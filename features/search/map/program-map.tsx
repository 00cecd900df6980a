"use client";

import dynamic from "next/dynamic";
import type { MapProgram, MapTiles } from "@/features/search/map/map";

export type ProgramMapProps = {
  programs: MapProgram[];
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

/** The map of programs with valid coordinates: clustered markers and popups. */
export function ProgramMap({ className = "h-80", label = "Map of programs", ...props }: ProgramMapProps) {
  return (
    <div className={`relative isolate overflow-hidden rounded-lg border bg-muted ${className}`} role="region" aria-label={label}>
      <LeafletMap {...props} />
    </div>
  );
}
