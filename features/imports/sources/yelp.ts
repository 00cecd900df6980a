import "server-only";
import { DomainError } from "@/lib/errors";
import type { Env } from "@/lib/env";
import { stateName } from "@/lib/us-states";
import type { ImportRecord } from "@/features/imports/types";
import { weekFromSpans, type Span } from "@/features/programs";
import type { WeeklyHours } from "@/features/programs";
import { fetchWithRetry, readJsonBody } from "@/lib/fetch/retry";
import type { OutsideSource, SearchQuery, SearchResult } from "./types";

/** Yelp Fusion business search: GET v3/businesses/search with a bearer key; limit <= 50, limit + offset <= 240. */
type Business = {
  id?: string;
  name?: string;
  url?: string;
  image_url?: string;
  rating?: number;
  review_count?: number;
  phone?: string;
  display_phone?: string;
  is_closed?: boolean;
  categories?: { alias?: string; title?: string }[];
  coordinates?: { latitude?: number | null; longitude?: number | null };
  location?: { address1?: string | null; address2?: string | null; city?: string; state?: string; zip_code?: string };
  /** Regular hours (search: business_hours; business details: hours): day 0 = Monday, "HHMM", is_overnight. */
  business_hours?: YelpHours[];
  hours?: YelpHours[];
};
type YelpHours = { hours_type?: string; open?: { day?: number; start?: string; end?: string; is_overnight?: boolean }[] };

const HHMM = /^([01]\d|2[0-3])([0-5]\d)$/;
const yelpMinutes = (t: string | undefined) => {
  const m = HHMM.exec(t ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** The weekly regular hours of a business; null when Yelp gives none (or gives them in a shape we do not know). */
export function yelpHours(b: Business): WeeklyHours | null {
  const regular = [...(b.business_hours ?? []), ...(b.hours ?? [])].find((h) => (h.hours_type ?? "REGULAR") === "REGULAR");
  if (!regular?.open?.length) return null;
  const spans: Span[] = [];
  for (const o of regular.open) {
    const open = yelpMinutes(o.start);
    const close = yelpMinutes(o.end);
    if (open === null || close === null || o.day === undefined) return null;
    // "0000" without is_overnight closes at midnight of the same day.
    spans.push({ day: o.day, open, close: close === 0 && !o.is_overnight ? 1440 : close, closeDay: o.is_overnight ? o.day + 1 : o.day });
  }
  return weekFromSpans(spans, "mon");
}
type Answer = { businesses?: Business[]; total?: number; error?: { code?: string; description?: string } };

const PAGE = 50;
const MAX_WINDOW = 240;

function yelpTypes(categories: Business["categories"]): string[] {
  const aliases = (categories ?? []).map((c) => c.alias ?? "");
  const out = new Set<string>();
  if (aliases.some((a) => a.includes("naturopath"))) out.add("Naturopathic Medicine");
  if (aliases.some((a) => a === "ivhydration")) out.add("IV Wellness");
  if (aliases.some((a) => a.includes("familydr"))) out.add("Family Medicine");
  if (aliases.some((a) => a.includes("internalmed"))) out.add("Internal Medicine");
  if (aliases.some((a) => a.includes("integrative") || a.includes("functional"))) out.add("Functional Medicine");
  if (aliases.some((a) => a.includes("medcenters"))) out.add("Medical Clinic (Md, Do)");
  return [...out];
}

export function yelpRecord(b: Business): ImportRecord | undefined {
  if (!b.id || b.is_closed) return undefined;
  const l = b.location ?? {};
  return {
    fields: {
      name: b.name,
      description: b.categories?.length ? `${b.categories.map((c) => c.title).filter(Boolean).join(", ")} (listed on Yelp).` : undefined,
      address: [l.address1, l.address2].filter(Boolean).join(", "),
      city: l.city,
      state: l.state,
      zipCode: l.zip_code,
      phone: b.display_phone || b.phone,
      imageUrl: b.image_url || undefined,
      latitude: b.coordinates?.latitude ?? undefined,
      longitude: b.coordinates?.longitude ?? undefined,
      programTypes: yelpTypes(b.categories),
      hours: yelpHours(b),
      sourceId: b.id,
    },
    rating: b.rating ?? null,
    reviewCount: b.review_count ?? null,
    npiNumber: null,
    placeId: null,
    yelpId: b.id,
  };
}

export const yelp: OutsideSource = {
  id: "yelp",
  label: "Yelp",
  async search(query: SearchQuery, config: Env): Promise<SearchResult> {
    const key = query.apiKey ?? config.YELP_API_KEY;
    if (!key) throw new DomainError("invalid", "Yelp needs an API key: enter it on the import screen or set YELP_API_KEY.");
    const records: ImportRecord[] = [];
    let total = 0;
    for (let offset = 0; records.length < query.limit && offset < MAX_WINDOW; offset += PAGE) {
      const limit = Math.min(PAGE, query.limit - records.length, MAX_WINDOW - offset);
      const url = new URL("v3/businesses/search", config.YELP_API_BASE_URL);
      url.searchParams.set("term", "heavy metal detox chelation");
      url.searchParams.set("location", query.state ? `${stateName(query.state)}, US` : "United States");
      url.searchParams.set("limit", String(limit));
      url.searchParams.set("offset", String(offset));
      const res = await fetchWithRetry("Yelp", url.toString(), { headers: { authorization: `Bearer ${key}`, accept: "application/json" } }, { retries: config.IMPORT_MAX_RETRIES, maxWaitMs: config.IMPORT_MAX_RETRY_WAIT_MS });
      const answer = readJsonBody<Answer>("Yelp", res);
      if (res.status !== 200) {
        throw new DomainError("upstream", `Yelp refused the search (${res.status}): ${(answer.error?.description ?? answer.error?.code ?? "no message").slice(0, 200)}`);
      }
      const page = answer.businesses ?? [];
      total = answer.total ?? total;
      for (const b of page) {
        const rec = yelpRecord(b);
        if (rec && records.length < query.limit) records.push(rec);
      }
      if (page.length < limit) break;
    }
    return { records, totalFound: Math.max(records.length, Math.min(total, query.limit)) };
  },
};
