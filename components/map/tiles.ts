import "server-only";
import { env } from "@/lib/env";
import type { MapTiles } from "./map";

/**
 * The maps' tile server (MAP_TILE_URL, MAP_ATTRIBUTION), read on the server at request time and passed
 * to the maps as a prop, so one build serves any configuration (no NEXT_PUBLIC_ build-time value).
 */
export const mapTiles = (): MapTiles => ({ url: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION });
