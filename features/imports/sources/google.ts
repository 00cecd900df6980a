import "server-only";
import { DomainError } from "@/lib/errors";
import type { Env } from "@/lib/env";
import { stateName } from "@/lib/us-states";
import type { ImportRecord } from "@/features/imports/types";
import { weekFromSpans, type Span } from "@/features/programs";
import type { WeeklyHours } from "@/features/programs";
import { fetchWithRetry, readJsonBody } from "@/lib/fetch/retry";
import type { OutsideSource, SearchQuery, SearchResult } from "./types";

/** Google Places API (New), Text Search: POST v1/places:searchText, 20 a page, nextPageToken. */
type Component = { longText?: string; shortText?: string; types?: string[] };
type Place = {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  addressComponents?: Component[];
  location?: { latitude?: number; longitude?: number };
  rating?: number;
  userRatingCount?: number;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  editorialSummary?: { text?: string };
  primaryTypeDisplayName?: { text?: string };
  /** Places API (New): periods of { open, close } points, day 0 = Sunday; no close = open around the clock. */
  regularOpeningHours?: { periods?: { open?: GooglePoint; close?: GooglePoint }[] };
};
type GooglePoint = { day?: number; hour?: number; minute?: number };
type Answer = { places?: Place[]; nextPageToken?: string; error?: { message?: string; status?: string } };

export const GOOGLE_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.addressComponents",
  "places.location",
  "places.rating",
  "places.userRatingCount",
  "places.nationalPhoneNumber",
  "places.websiteUri",
  "places.editorialSummary",
  "places.primaryTypeDisplayName",
  "places.regularOpeningHours",
  "nextPageToken",
].join(",");

const MAX_PAGES = 3; // Text Search gives at most 60 results

const minutes = (p: GooglePoint) => (p.hour ?? 0) * 60 + (p.minute ?? 0);

/** The weekly hours of a place, from regularOpeningHours.periods; null when it gives none. */
export function googleHours(place: Place): WeeklyHours | null {
  const periods = place.regularOpeningHours?.periods ?? [];
  // One period opening Sunday 00:00 with no close: open 24 hours every day.
  if (periods.length === 1 && periods[0]?.open && !periods[0].close && minutes(periods[0].open) === 0) {
    return weekFromSpans([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: 0, close: 1440 })), "sun");
  }
  const spans: Span[] = [];
  for (const { open, close } of periods) {
    if (!open || !close || open.day === undefined || close.day === undefined) return null;
    spans.push({ day: open.day, open: minutes(open), close: minutes(close), closeDay: close.day === open.day ? open.day : open.day + 1 });
  }
  return weekFromSpans(spans, "sun");
}

export function googleRecord(place: Place): ImportRecord | undefined {
  if (!place.id) return undefined;
  const part = (type: string, short = false) => {
    const c = place.addressComponents?.find((x) => x.types?.includes(type));
    return short ? c?.shortText : c?.longText;
  };
  const street = [part("street_number"), part("route", true)].filter(Boolean).join(" ");
  const subpremise = part("subpremise");
  return {
    fields: {
      name: place.displayName?.text,
      description: place.editorialSummary?.text,
      address: street ? `${street}${subpremise ? ` Ste ${subpremise}` : ""}` : place.formattedAddress?.split(",")[0],
      city: part("locality") ?? part("postal_town") ?? part("sublocality"),
      state: part("administrative_area_level_1", true),
      zipCode: part("postal_code"),
      phone: place.nationalPhoneNumber,
      website: place.websiteUri,
      latitude: place.location?.latitude,
      longitude: place.location?.longitude,
      hours: googleHours(place),
      sourceId: place.id,
    },
    rating: place.rating ?? null,
    reviewCount: place.userRatingCount ?? null,
    npiNumber: null,
    placeId: place.id,
    yelpId: null,
  };
}

export const googlePlaces: OutsideSource = {
  id: "google",
  label: "Google Places",
  async search(query: SearchQuery, config: Env): Promise<SearchResult> {
    const key = query.apiKey ?? config.GOOGLE_PLACES_API_KEY;
    if (!key) throw new DomainError("invalid", "Google Places needs an API key: enter it on the import screen or set GOOGLE_PLACES_API_KEY.");
    const where = query.state ? stateName(query.state) : "the United States";
    const records: ImportRecord[] = [];
    let pageToken: string | undefined;
    for (let n = 0; n < MAX_PAGES && records.length < query.limit; n++) {
      const body = JSON.stringify({
        textQuery: `heavy metal detox chelation therapy in ${where}`,
        pageSize: Math.min(20, query.limit - records.length),
        regionCode: "US",
        ...(pageToken ? { pageToken } : {}),
      });
      const res = await fetchWithRetry(
        "Google Places",
        new URL("v1/places:searchText", config.GOOGLE_PLACES_BASE_URL).toString(),
        { method: "POST", body, headers: { "content-type": "application/json", "X-Goog-Api-Key": key, "X-Goog-FieldMask": GOOGLE_FIELD_MASK } },
        { retries: config.IMPORT_MAX_RETRIES, maxWaitMs: config.IMPORT_MAX_RETRY_WAIT_MS },
      );
      const answer = readJsonBody<Answer>("Google Places", res);
      if (res.status !== 200) {
        throw new DomainError("upstream", `Google Places refused the search (${res.status}): ${(answer.error?.message ?? "no message").slice(0, 200)}`);
      }
      for (const place of answer.places ?? []) {
        const rec = googleRecord(place);
        if (rec && records.length < query.limit) records.push(rec);
      }
      pageToken = answer.nextPageToken;
      if (!pageToken) break;
    }
    return { records, totalFound: records.length };
  },
};
