import type { Env } from "@/lib/env";
import type { ImportRecord } from "../types";

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
