"use client";

import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import { useEffect, useRef, useState } from "react";
import { popupTypes, US_CENTER, validCoordinates, ZOOM_EMPTY, ZOOM_ONE, ZOOM_SEVERAL, type MapPoint, type MapProgram, type MapWords, type ProgramMapProps } from "./map";

const ENGLISH: MapWords = { review: "review", reviews: "reviews", noReviews: "No reviews yet", viewDetails: "View details", tilesFailed: "Map background unavailable; the markers still work.", nothing: "No programs with a map location to show.", zoomIn: "Zoom in", zoomOut: "Zoom out", closePopup: "Close popup" };

/** On a Spanish page the popup is Spanish, and the provider's name inside it is marked as written (lang="en"). */
function markLanguage(root: HTMLElement, name: HTMLElement, w: MapWords) {
  if (!w.base) return;
  root.lang = "es";
  name.lang = "en";
}

// CSS markers instead of Leaflet's image icon (bundlers break its image paths). The page's programs are pins
// (their cards are on the page); the search's other results are small rings, clustered; a card under the
// pointer or the focus makes its pin larger and darker. Colours: the site's teal (DESIGN.md: no amber or red here).
const pinHtml = (size: number, fill: string, ring: string) =>
  `<span style="display:block;width:${size}px;height:${size}px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:${fill};border:2px solid #fff;box-shadow:0 0 0 ${ring},0 1px 3px rgba(0,0,0,.4)"></span>`;
const pin = L.divIcon({ className: "map-pin-page", html: pinHtml(22, "#0f766e", "0 transparent"), iconSize: [22, 22], iconAnchor: [11, 22], popupAnchor: [0, -20] });
const pinActive = L.divIcon({ className: "map-pin-page map-pin-active", html: pinHtml(34, "#042f2e", "4px rgba(20,184,166,.55)"), iconSize: [34, 34], iconAnchor: [17, 34], popupAnchor: [0, -32] });
const dot = L.divIcon({
  className: "map-pin-other",
  html: '<span style="display:block;width:12px;height:12px;border-radius:50%;background:#fff;border:3px solid #0f766e;box-shadow:0 1px 2px rgba(0,0,0,.35)"></span>',
  iconSize: [12, 12],
  iconAnchor: [6, 6],
  popupAnchor: [0, -6],
});

/**
 * A cluster of other results: a teal disc with its count, larger as it holds more. The disc is opaque (teal-700,
 * #0f766e): white 13 px text on it is 5.5:1 whatever lies beneath. It was 88 % opaque, which over the light map
 * (or no tiles) gave 4.3:1, under WCAG's 4.5:1, and axe failed /es in a CI rehearsal.
 */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const n = cluster.getChildCount();
  const size = n < 10 ? 30 : n < 100 ? 36 : 44;
  return L.divIcon({
    className: "map-cluster",
    html: `<span style="display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px;border-radius:50%;background:#0f766e;color:#fff;font:600 13px/1 system-ui,sans-serif;border:3px solid rgba(255,255,255,.9);box-shadow:0 1px 3px rgba(0,0,0,.35)">${n}</span>`,
    iconSize: [size, size],
  });
}

// Popups are built from text nodes: program data never becomes HTML.
function popupContent(p: MapProgram, w: MapWords): HTMLElement {
  const root = document.createElement("div");
  root.className = "space-y-1 text-sm";
  const line = (text: string, className = "") => {
    const el = document.createElement("div");
    el.textContent = text;
    el.className = className;
    root.appendChild(el);
  };
  line(p.name, "font-semibold");
  markLanguage(root, root.lastElementChild as HTMLElement, w);
  line(`${p.address}, ${p.city}, ${p.state} ${p.zipCode}`);
  const stars = Math.round(p.rating * 2) / 2;
  // Without reviews, words: "0.0" and no stars would read as a bad rating.
  if (p.reviewCount > 0) line(`${"★".repeat(Math.floor(stars))}${stars % 1 ? "½" : ""} ${p.rating.toFixed(1)} · ${p.reviewCount} ${p.reviewCount === 1 ? w.review : w.reviews}`);
  else line(w.noReviews);
  if (p.programTypes.length > 0) line(popupTypes(p.programTypes.map((t) => w.types?.[t] ?? t)), "text-slate-600");
  return root;
}

/** A result that is not on this page: its name and a link to its page (all the points call gives). */
function pointPopup(p: MapPoint, w: MapWords): HTMLElement {
  const root = document.createElement("div");
  root.className = "space-y-1 text-sm";
  const name = document.createElement("div");
  name.className = "font-semibold";
  name.textContent = p.name;
  const link = document.createElement("a");
  link.href = `${w.base ?? ""}/program/${encodeURIComponent(p.id)}`;
  link.textContent = w.viewDetails;
  root.append(name, link);
  markLanguage(root, name, w);
  return root;
}

type Placed = { id: string; name: string; at: [number, number] };

export default function LeafletMap({ programs, points, viewKey, onSelect, tiles, words = ENGLISH }: Omit<ProgramMapProps, "className" | "label">) {
  // The popups read the words when opened (inside the markers' effects), the notices when rendered.
  const wordsRef = useRef(words);
  const w = words;
  const container = useRef<HTMLDivElement>(null);
  // The server's configuration: fixed for the life of the page.
  const tileConfig = useRef(tiles);
  const map = useRef<L.Map | null>(null);
  const others = useRef<L.MarkerClusterGroup | null>(null);
  const pageLayer = useRef<L.LayerGroup | null>(null);
  const pageMarkers = useRef(new Map<string, L.Marker>());
  const highlighted = useRef<string | null>(null);
  const select = useRef(onSelect);
  // The view follows the results until the visitor moves the map; a new search (viewKey) follows again.
  const moved = useRef(false);
  const fitting = useRef(false);
  const fitted = useRef<string | null>(null);
  // Tiles come from the internet; when they cannot load, say so and keep the markers usable.
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { center: US_CENTER, zoom: ZOOM_EMPTY, scrollWheelZoom: false, zoomControl: false });
    // Leaflet's own controls speak the page's language: the zoom buttons' titles, and the popups' close button
    // (whose label Leaflet fixes in English, so it is set when a popup opens).
    L.control.zoom({ zoomInTitle: wordsRef.current.zoomIn, zoomOutTitle: wordsRef.current.zoomOut }).addTo(m);
    // On a Spanish page, what is in someone else's words is marked English: the tiles' attribution (their
    // licensor's), and the markers, whose titles are the providers' names.
    if (wordsRef.current.base) {
      m.attributionControl.getContainer()?.setAttribute("lang", "en");
      m.getPane("markerPane")?.setAttribute("lang", "en");
    }
    m.on("popupopen", (e: L.PopupEvent) => {
      e.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", wordsRef.current.closePopup);
    });
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
    others.current = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40, iconCreateFunction: clusterIcon }).addTo(m);
    pageLayer.current = L.layerGroup().addTo(m);
    m.on("zoomstart movestart", () => {
      if (!fitting.current) moved.current = true;
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  const onPage: Placed[] = programs.flatMap((p) => {
    const at = validCoordinates(p);
    return at ? [{ id: p.id, name: p.name, at }] : [];
  });
  const pageIds = new Set(onPage.map((p) => p.id));
  const rest: Placed[] = (points ?? []).flatMap((p) => {
    if (pageIds.has(p.id)) return [];
    const at = validCoordinates({ latitude: p.lat, longitude: p.lng });
    return at ? [{ id: p.id, name: p.name, at }] : [];
  });
  const plotted = onPage.length + rest.length;
  const pageKey = onPage.map(({ id, at }) => `${id}@${at.join(",")}`).join("|");
  const restKey = points ? `${rest.length}:${rest.map((p) => p.id).join("|")}` : "none";

  // The search's other results, clustered.
  useEffect(() => {
    const group = others.current;
    if (!group) return;
    group.clearLayers();
    const byId = new Map((points ?? []).map((p) => [p.id, p]));
    group.addLayers(
      rest.map(({ id, name, at }) => {
        const marker = L.marker(at, { icon: dot, title: name, alt: name, keyboard: true });
        marker.bindPopup(() => pointPopup(byId.get(id) ?? { id, name, lat: at[0], lng: at[1] }, wordsRef.current));
        return marker;
      }),
    );
    // `restKey` captures what `rest` holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restKey]);

  // This page's programs, never clustered, above the others; a click scrolls to the card.
  useEffect(() => {
    const layer = pageLayer.current;
    if (!layer) return;
    layer.clearLayers();
    pageMarkers.current.clear();
    highlighted.current = null;
    for (const p of programs) {
      const at = validCoordinates(p);
      if (!at) continue;
      const marker = L.marker(at, { icon: pin, title: p.name, alt: p.name, keyboard: true, zIndexOffset: 1000 });
      marker.bindPopup(() => popupContent(p, wordsRef.current));
      marker.on("click", () => select.current?.(p.id));
      layer.addLayer(marker);
      pageMarkers.current.set(p.id, marker);
    }
    // `pageKey` captures what `programs` holds for the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  // A new search: the view follows its results again (declared before the fit below, so it runs first).
  useEffect(() => {
    moved.current = false;
  }, [viewKey]);

  // The view: every result once they are here (the page's programs until then), unless the visitor moved the
  // map. Paging through the same search changes which pins are filled, not the view.
  const fitKey = points ? `all:${plotted}` : `page:${pageKey}`;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    const key = `${viewKey ?? ""}|${fitKey}`;
    if (fitted.current === key || moved.current) return;
    fitted.current = key;
    const target = [...onPage, ...rest];
    fitting.current = true;
    try {
      if (target.length === 1) m.setView(target[0]!.at, ZOOM_ONE, { animate: false });
      else if (target.length > 1) m.fitBounds(L.latLngBounds(target.map((x) => x.at)), { padding: [24, 24], maxZoom: ZOOM_SEVERAL, animate: false });
      else m.setView(US_CENTER, ZOOM_EMPTY, { animate: false });
    } finally {
      fitting.current = false;
    }
    // `fitKey` and `viewKey` capture what the points and the page hold.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey, fitKey]);

  // A result card under the pointer or the keyboard focus highlights its pin.
  useEffect(() => {
    const highlight = (id: string | null) => {
      if (highlighted.current === id) return;
      const old = highlighted.current ? pageMarkers.current.get(highlighted.current) : undefined;
      old?.setIcon(pin).setZIndexOffset(1000);
      highlighted.current = id;
      const marker = id ? pageMarkers.current.get(id) : undefined;
      marker?.setIcon(pinActive).setZIndexOffset(2000);
      container.current?.setAttribute("data-highlighted-marker", marker ? id! : "");
    };
    const cardId = (target: EventTarget | null) =>
      target instanceof Element ? (target.closest("#results [data-program-id]")?.getAttribute("data-program-id") ?? null) : null;
    const over = (e: Event) => highlight(cardId(e.target));
    const blur = (e: FocusEvent) => {
      if (!cardId(e.relatedTarget)) highlight(null);
    };
    document.addEventListener("pointerover", over);
    document.addEventListener("focusin", over);
    document.addEventListener("focusout", blur);
    return () => {
      document.removeEventListener("pointerover", over);
      document.removeEventListener("focusin", over);
      document.removeEventListener("focusout", blur);
    };
  }, []);

  return (
    <>
      <div ref={container} className="h-full w-full" data-testid="program-map" data-markers={plotted} data-page-markers={onPage.length} data-all-results={points ? "true" : "false"} />
      {tilesFailed && plotted > 0 && (
        <p className="pointer-events-none absolute top-2 left-1/2 z-[500] max-w-[60%] -translate-x-1/2 rounded-md text-center bg-white/90 px-3 py-1 text-xs text-slate-700 shadow-sm" data-testid="map-tiles-failed">
          {w.tilesFailed}
        </p>
      )}
      {plotted === 0 && (
        <p className="pointer-events-none absolute inset-0 z-[500] flex items-center justify-center p-4 text-center text-sm text-slate-700">
          <span className="rounded-md bg-white/90 px-3 py-2 shadow-sm">{w.nothing}</span>
        </p>
      )}
    </>
  );
}
