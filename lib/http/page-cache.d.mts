/** Types of page-cache.mjs (plain JavaScript so that scripts/server.mjs can import it unbundled). */
import type { IncomingMessage, ServerResponse } from "node:http";

export type PageCopy = {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  gzip: Buffer;
  generation: number;
  expires: number;
  bytes: number;
};

export declare const PAGE_CACHE_TTL_MS: number;
export declare function pageCacheKey(request: {
  method?: string;
  pathname: string;
  search: string;
  header: (name: string) => string | string[] | undefined;
}): string | null;
export declare function hashInlineScripts(html: string, nonce: string): { html: string; hashes: string[] };
export declare function pageCopy(rendered: {
  status: number;
  headers: [string, string][];
  html: string;
  csp: (hashes: string[]) => string;
  generation: number;
  now: number;
}): PageCopy;
export declare function createPageCache(o: { generation: () => number; allowed: () => boolean; now?: () => number }): {
  get(key: string): PageCopy | undefined;
  fill(key: string, render: (generation: number) => Promise<PageCopy | null>): Promise<PageCopy | null>;
  stats(): { entries: number; bytes: number };
};
export declare function sendCopy(req: IncomingMessage, res: ServerResponse, copy: PageCopy): void;
