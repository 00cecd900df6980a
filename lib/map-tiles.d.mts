/** Types of map-tiles.mjs (plain JavaScript so that scripts/server.mjs can import it unbundled). */
export declare const DEFAULT_MAP_TILE_URL: string;
export declare const DEFAULT_MAP_ATTRIBUTION: string;
export declare function tileSource(template: string | undefined): string | undefined;
export declare function tileUrlProblem(template: string): string | undefined;
