/** What a map marker needs of a program. */
export type MapProgram = {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  rating: number;
  reviewCount: number;
  programTypes: string[];
  latitude: number | string | null;
  longitude: number | string | null;
};

/** One result of the whole search on the home map (GET /api/programs/points): what a marker and its title need. */
export type MapPoint = { id: string; name: string; lat: number; lng: number };

/**
 * Where the map's tiles come from: a Leaflet URL template and its attribution (HTML, always shown on the
 * map). From MAP_TILE_URL and MAP_ATTRIBUTION, read on the server (components/map/tiles.ts).
 */
export type MapTiles = { url: string; attribution: string };

/** Spec section 9: the middle of the contiguous United States, shown when there are no markers. */
export const US_CENTER: [number, number] = [39.8283, -98.5795];
export const ZOOM_EMPTY = 4;
export const ZOOM_ONE = 12;
export const ZOOM_SEVERAL = 6;

/** Only non-empty numeric coordinates in range go on the map (0,0 means "unknown"). */
export function validCoordinates(p: Pick<MapProgram, "latitude" | "longitude">): [number, number] | null {
  const toNum = (v: number | string | null) => (typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : NaN);
  const lat = toNum(p.latitude);
  const lng = toNum(p.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return null;
  return [lat, lng];
}

/** The popup's type line: the first two program types, with an ellipsis when there are more. */
export function popupTypes(types: string[]): string {
  return types.slice(0, 2).join(", ") + (types.length > 2 ? ", ..." : "");
}

/** What a map is drawn from (components/map/program-map.tsx); here so that the map and Leaflet share it without a cycle. */
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
  /** The tile server and its attribution (server configuration, see components/map/tiles.ts). */
  tiles: MapTiles;
  /** Called with a program's id when its marker is clicked (the home page scrolls to its card). */
  onSelect?: (id: string) => void;
  className?: string;
  /** Accessible name of the map region. */
  label?: string;
  /** The map's own words in the page's language (messages/*.json `map`), and "/es" on Spanish pages; English by default. */
  words?: MapWords;
};

export type MapWords = { review: string; reviews: string; noReviews: string; viewDetails: string; tilesFailed: string; nothing: string; zoomIn: string; zoomOut: string; closePopup: string; base?: "" | "/es"; types?: Record<string, string> };
