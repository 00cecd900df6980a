"use client";

import dynamic from "next/dynamic";
import type { ProgramMapProps } from "./map";

export type { ProgramMapProps };

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
