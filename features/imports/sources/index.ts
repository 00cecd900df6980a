import "server-only";
import type { Env } from "@/lib/env";
import type { ImportRecord } from "@/features/imports/types";
import { googlePlaces } from "./google";
import { npiRegistry } from "./npi";
import { yelp } from "./yelp";

export type SearchQuery = {
  state?: string;
  limit: number;
  /** The key typed on the import screen (X-API-Key); falls back to the server's key. */
  apiKey?: string;
};

export type SearchResult = { records: ImportRecord[]; totalFound: number };

/** Every outside source is one module behind this interface. */
export interface OutsideSource {
  id: "npi" | "google" | "yelp";
  label: string;
  search(query: SearchQuery, config: Env): Promise<SearchResult>;
}

export const OUTSIDE_SOURCES: Record<OutsideSource["id"], OutsideSource> = {
  npi: npiRegistry,
  google: googlePlaces,
  yelp,
};
