/** Types of page-headers.mjs (plain JavaScript so that scripts/server.mjs can import it unbundled). */
export type CspOptions = {
  nonce: string;
  /** A page kept in memory: its inline scripts' SHA-256 (base64), allowed instead of a nonce (lib/http/page-cache.mjs). */
  hashes?: string[];
  dev?: boolean;
  adsense?: boolean;
  analytics?: boolean;
  /** Where map tiles come from (CSP sources derived from MAP_TILE_URL); default OpenStreetMap's tile server. */
  tileOrigins?: string[];
  /** Extra origins images may come from, e.g. the S3 public URL base. */
  imageOrigins?: string[];
  /** Upgrade http subresources to https (only on an https site; it breaks http://localhost in Safari). */
  upgradeInsecure?: boolean;
};
export type CspBase = Omit<CspOptions, "nonce">;

export declare function buildCsp(o: CspOptions): string;
export declare function createNonce(): string;
export declare function originOf(url: string | undefined): string | undefined;

export declare const PUBLIC_PAGE: string;
export declare const PRIVATE: string;
export declare function pageCacheControl(pathname: string, search: string, cookieHeader: string | null | undefined, method?: string): string;

export declare const OWN_REQUEST_HEADERS: readonly string[];
export declare function isPageRequest(pathname: string, header: (name: string) => string | null | undefined): boolean;
export declare function isPagePath(pathname: string): boolean;
export declare function isRouterRequest(search: string, header: (name: string) => string | null | undefined): boolean;
export declare function siteHeaders(env: Record<string, string | undefined>): Record<string, string>;
export declare const PAGE_VARY: string;
export declare function cspBase(env: Record<string, string | undefined>): CspBase;
export declare function pageHeaders(
  base: CspBase,
  request: { pathname: string; search: string; cookie: string | null | undefined; router?: boolean; method?: string },
): { request: Record<string, string>; response: Record<string, string> };
