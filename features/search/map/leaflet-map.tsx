"use client";

import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import { useEffect, useRef, useState } from "react";
import { popupTypes, US_CENTER, validCoordinates, ZOOM_EMPTY, ZOOM_ONE, ZOOM_SEVERAL, type MapProgram } from "@/features/search/map/map";
import type { ProgramMapProps } from "./program-map";

// A CSS pin instead of Leaflet's image icon (bundlers break its image paths).
const pin = L.divIcon({
  className: "",
  html: '<span style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#0f766e;border:2px solid #fff;box-shadow:0 1px 3px rgba(0,0,0,.4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
  popupAnchor: [0, -20],
});

// Popups are built from text nodes: program data never becomes HTML.
function popupContent(p: MapProgram): HTMLElement {
  const root = document.createElement("div");
  root.className = "space-y-1 text-sm";
  const line = (text: string, className = "") => {
    const el = document.createElement("div");
    el.textContent = text;
    el.className = className;
    root.appendChild(el);
  };
  line(p.name, "font-semibold");
  line(`${p.address}, ${p.city}, ${p.state} ${p.zipCode}`);
  const stars = Math.round(p.rating * 2) / 2;
  line(`${"★".repeat(Math.floor(stars))}${stars % 1 ? "½" : ""} ${p.rating.toFixed(1)} · ${p.reviewCount} reviews`);
  if (p.programTypes.length > 0) line(popupTypes(p.programTypes), "text-slate-600");
  return root;
}

export default function LeafletMap({ programs, onSelect, tiles }: Omit<ProgramMapProps, "className" | "label">) {
  const container = useRef<HTMLDivElement>(null);
  // The server's configuration: fixed for the life of the page.
  const tileConfig = useRef(tiles);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.MarkerClusterGroup | null>(null);
  const select = useRef(onSelect);
  // Tiles come from the internet; when they cannot load, say so and keep the markers usable.
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { center: US_CENTER, zoom: ZOOM_EMPTY, scrollWheelZoom: false });
    let loaded = false;
    // MAP_TILE_URL and MAP_ATTRIBUTION; the attribution control stays on (tile licences require it).
    L.tileLayer(tileConfig.current.url, { maxZoom: 19, attribution: tileConfig.current.attribution })
      .on("tileload", () => {
        loaded = true;
        setTilesFailed(false);
      })
      .on("tileerror", () => {
        if (!loaded) setTilesFailed(true);
      })
      .addTo(m);
    layer.current = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 }).addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  const placed = programs.flatMap((p) => {
    const at = validCoordinates(p);
    return at ? [{ p, at }] : [];
  });
  const key = placed.map(({ p, at }) => `${p.id}@${at.join(",")}`).join("|");

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    for (const { p, at } of placed) {
      const marker = L.marker(at, { icon: pin, title: p.name, alt: p.name, keyboard: true });
      marker.bindPopup(() => popupContent(p));
      marker.on("click", () => select.current?.(p.id));
      group.addLayer(marker);
    }
    if (placed.length === 1) m.setView(placed[0]!.at, ZOOM_ONE);
    else if (placed.length > 1) m.fitBounds(L.latLngBounds(placed.map((x) => x.at)), { padding: [24, 24], maxZoom: ZOOM_SEVERAL });
    else m.setView(US_CENTER, ZOOM_EMPTY);
    // `key` captures what `placed` holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <>
      <div ref={container} className="h-full w-full" data-testid="program-map" data-markers={placed.length} />
      {tilesFailed && placed.length > 0 && (
        <p className="pointer-events-none absolute top-2 left-1/2 z-[500] max-w-[60%] -translate-x-1/2 rounded-md text-center bg-white/90 px-3 py-1 text-xs text-slate-700 shadow-sm" data-testid="map-tiles-failed">
          Map background unavailable; the markers still work.
        </p>
      )}
      {placed.length === 0 && (
        <p className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center p-4 text-center text-sm text-slate-700">
          <span className="rounded-md bg-white/90 px-3 py-2 shadow-sm">No programs with a map location to show.</span>
        </p>
      )}
    </>
  );
}
