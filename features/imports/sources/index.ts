import "server-only";
import type { OutsideSource } from "./types";
import { googlePlaces } from "./google";
import { npiRegistry } from "./npi";
import { yelp } from "./yelp";

export const OUTSIDE_SOURCES: Record<OutsideSource["id"], OutsideSource> = {
  npi: npiRegistry,
  google: googlePlaces,
  yelp,
};
