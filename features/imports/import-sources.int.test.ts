import * as execute from "@/app/api/import/execute/route";
import * as preview from "@/app/api/import/preview/route";
import { detoxPrograms } from "@/db/schema";
import { retryAfterMs } from "@/lib/fetch/retry";
import { GOOGLE_KEY, startSourceServer, YELP_KEY, type SourceServer } from "@/tests/fixtures/import/source-server";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, countRows, getDb, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

// NPI, Google Places and Yelp against a local fixture server: selected by the base-URL settings,
// reached through outsideFetch's loopback allowance. Nothing leaves the machine.
let fx: SourceServer;
const logged: string[] = [];
const spies: jest.SpyInstance[] = [];
let restoreEnv: () => void;

beforeAll(async () => {
  fx = await startSourceServer();
  restoreEnv = setEnv({
    OUTSIDE_FETCH_ALLOW: new URL(fx.url).host,
    NPI_API_BASE_URL: `${fx.url}/api/`,
    GOOGLE_PLACES_BASE_URL: fx.url,
    YELP_API_BASE_URL: fx.url,
    NPI_TAXONOMY_DESCRIPTIONS: "Naturopath",
    IMPORT_MAX_RETRY_WAIT_MS: "3000",
  });
  for (const m of ["log", "info", "warn", "error", "debug"] as const) {
    spies.push(jest.spyOn(console, m).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" "))));
  }
});
afterAll(async () => {
  spies.forEach((s) => s.mockRestore());
  // Keys are never logged, whatever happened.
  expect(logged.join("\n")).not.toContain(GOOGLE_KEY);
  expect(logged.join("\n")).not.toContain(YELP_KEY);
  restoreEnv();
  await fx.close();
  await closeDb();
});
beforeEach(async () => {
  await resetDb();
  fx.seen.length = 0;
  fx.queue.length = 0;
});

const run = (handler: typeof preview.POST, body: unknown, key?: string) =>
  call(handler, { body, headers: { ...adminBearer, ...(key ? { "x-api-key": key } : {}) } });

describe("NPI Registry (v2.1)", () => {
  it("previews by taxonomy description and state: 10 providers shown, the rest counted", async () => {
    const res = await run(preview.POST, { source: "npi", state: "TX", limit: 50 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalFound: 50, previewCount: 10, duplicates: 0, moreCount: 40 });
    expect(res.json.providers[0]).toEqual({
      name: "Jane Q Example0, N.D.",
      rating: null,
      reviewCount: null,
      address: "100 W 6th St, Suite 210, Austin, TX 787031234",
      phone: "512-200-0000",
      programTypes: ["Naturopathic Medicine"],
      npiNumber: "1000000000",
      placeId: null,
      yelpId: null,
    });
    expect(fx.seen).toHaveLength(1);
    expect(fx.seen[0]!.query).toEqual({ version: "2.1", taxonomy_description: "Naturopath", state: "TX", limit: "50", skip: "0" });
    expect((await countRows()).programs).toBe(0);
  });

  it("pages with limit <= 200 and skip, and imports with source npi and the NPI number", async () => {
    const res = await run(execute.POST, { source: "npi", state: "TX", maxProviders: 500, skipDuplicates: true, replaceAll: false });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, totalProcessed: 230, totalImported: 230, errors: 0 });
    expect(fx.seen.map((s) => [s.query.limit, s.query.skip])).toEqual([["200", "0"], ["200", "200"]]);
    const db = await getDb();
    const rows = await db.select().from(detoxPrograms);
    const org = rows.find((r) => r.sourceId === "1000000001")!;
    expect(org).toMatchObject({ source: "npi", name: "Example Naturopathic Clinic 1", city: "Austin", state: "TX", zipCode: "78756", programTypes: ["Naturopathic Medicine"] });
    expect(org.npiTaxonomies).toEqual([{ code: "175F00000X", label: "Naturopath", primary: true }]);
    expect(org.latitude).toBeCloseTo(30.33, 1);
    const again = await run(execute.POST, { source: "npi", state: "TX", maxProviders: 100 });
    expect(again.json).toMatchObject({ totalImported: 0, duplicates: 100 });
    expect((await countRows()).programs).toBe(230);
  });

  it("by default searches medical toxicology and occupational medicine, keeps only providers registered with their codes, and stores the taxonomies", async () => {
    const restore = setEnv({ NPI_TAXONOMY_DESCRIPTIONS: undefined });
    try {
      const res = await run(execute.POST, { source: "npi", state: "TX", maxProviders: 100 });
      expect(res.json).toMatchObject({ success: true, totalImported: 3, errors: 0 });
      expect(fx.seen.map((s) => s.query.taxonomy_description)).toEqual(["Medical Toxicology", "Occupational Medicine"]);
      const db = await getDb();
      const rows = await db.select().from(detoxPrograms);
      const byNpi: Record<string, (typeof rows)[number]> = Object.fromEntries(rows.map((r) => [r.sourceId, r]));
      // The emergency physician the registry matched loosely (no toxicology code) is left out; the toxicologist
      // listed under both descriptions is imported once.
      expect(Object.keys(byNpi).sort()).toEqual(["1134567894", "1245678903", "1467890129"]);
      expect(byNpi["1134567894"]!.npiTaxonomies).toEqual([
        { code: "207P00000X", label: "Emergency Medicine", primary: true },
        { code: "207PT0002X", label: "Emergency Medicine, Medical Toxicology", primary: false },
      ]);
      expect(byNpi["1245678903"]!.npiTaxonomies.map((t) => t.code)).toEqual(["208000000X", "2080T0002X"]);
      expect(byNpi["1467890129"]).toMatchObject({ name: "Example Workplace Health Pllc", npiTaxonomies: [{ code: "2083P0500X", label: "Preventive Medicine, Occupational Environmental Medicine", primary: true }] });
      // The specialty filter finds them by those codes.
      const { listPrograms } = await import("@/features/search/sql/list");
      const names = async (specialty: string[]) => (await listPrograms({ specialty }, { index: false })).items.map((p) => p.sourceId).sort();
      expect(await names(["medical-toxicology"])).toEqual(["1134567894", "1245678903"]);
      expect(await names(["occupational-medicine"])).toEqual(["1467890129"]);
      expect(await names(["pediatrics"])).toEqual(["1245678903"]);
    } finally {
      restore();
    }
  });

  it("reports errors the registry sends inside an HTTP 200", async () => {
    const restore = setEnv({ NPI_TAXONOMY_DESCRIPTIONS: "Bad Taxonomy" });
    try {
      const res = await run(preview.POST, { source: "npi", limit: 10 });
      expect(res.status).toBe(502);
      expect(res.json.error).toBe("The NPI Registry refused the search: No valid search criteria provided");
    } finally {
      restore();
    }
  });

  it("waits for Retry-After on 429, retries 5xx a bounded number of times, then gives up", async () => {
    fx.queue.push({ status: 429, headers: { "retry-after": "1" }, body: { error: "slow down" } }, { status: 503 });
    const started = Date.now();
    const ok = await run(preview.POST, { source: "npi", state: "TX", limit: 10 });
    expect(ok.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fx.seen).toHaveLength(3);

    fx.seen.length = 0;
    fx.queue.push(...Array.from({ length: 5 }, () => ({ status: 500 })));
    const failed = await run(preview.POST, { source: "npi", limit: 10 });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toBe("The NPI Registry answered with an error (500). Try again later.");
    expect(fx.seen).toHaveLength(4); // the first try and 3 retries
    fx.queue.length = 0;

    fx.seen.length = 0;
    fx.queue.push({ status: 429, headers: { "retry-after": "3600" } });
    const limited = await run(preview.POST, { source: "npi", limit: 10 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3600");
    expect(fx.seen).toHaveLength(1); // a wait longer than the cap is not attempted
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString())).toBeGreaterThan(3000);
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });
});

describe("Google Places (Text Search, New)", () => {
  it("needs a key, sends it as X-Goog-Api-Key with a field mask, and pages with nextPageToken", async () => {
    const none = await run(preview.POST, { source: "google", state: "TX" });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatch(/Google Places needs an API key/);
    const bad = await run(preview.POST, { source: "google", state: "TX" }, "wrong-key");
    expect(bad.status).toBe(502);
    expect(bad.json.error).toBe("Google Places refused the search (400): API key not valid. Please pass a valid API key.");

    fx.seen.length = 0;
    const res = await run(execute.POST, { source: "google", state: "TX", maxProviders: 50 }, GOOGLE_KEY);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalProcessed: 45, totalImported: 45 });
    expect(fx.seen).toHaveLength(3);
    const first = fx.seen[0]!;
    expect(first.path).toBe("/v1/places:searchText");
    expect(first.headers["x-goog-api-key"]).toBe(GOOGLE_KEY);
    expect(String(first.headers["x-goog-fieldmask"])).toContain("places.id");
    expect(JSON.parse(first.body)).toMatchObject({ textQuery: "heavy metal detox chelation therapy in Texas", pageSize: 20 });
    expect(JSON.parse(fx.seen[1]!.body).pageToken).toBe("page-20");
    const db = await getDb();
    const [row] = (await db.select().from(detoxPrograms)).filter((r) => r.sourceId === "ChIJexample000000000000001");
    expect(row).toMatchObject({ source: "google_places", name: "Example Integrative Wellness 1", address: "2101 Guadalupe St Ste 300", city: "Austin", state: "TX", zipCode: "78705", phone: "(512) 555-0001", website: "https://wellness.example/", latitude: 30.2849, longitude: -97.742 });
  });

  it("uses the server key when no X-API-Key is sent, and previews rating and place id", async () => {
    const restore = setEnv({ GOOGLE_PLACES_API_KEY: GOOGLE_KEY });
    try {
      const res = await run(preview.POST, { source: "google", limit: 10 });
      expect(res.json.providers[0]).toMatchObject({ rating: 4.7, reviewCount: 132, placeId: "ChIJexample000000000000000" });
      expect(JSON.parse(fx.seen[0]!.body).textQuery).toBe("heavy metal detox chelation therapy in the United States");
    } finally {
      restore();
    }
  });
});

describe("Yelp Fusion", () => {
  it("sends the bearer key, pages with offset, imports with source yelp", async () => {
    const bad = await run(preview.POST, { source: "yelp" }, "nope");
    expect(bad.status).toBe(502);
    expect(bad.json.error).toBe("Yelp refused the search (401): Invalid access token or authorization header.");
    expect(bad.json.error).not.toContain("nope");

    fx.seen.length = 0;
    const res = await run(execute.POST, { source: "yelp", state: "TX", maxProviders: 100 }, YELP_KEY);
    expect(res.json).toMatchObject({ totalProcessed: 75, totalImported: 75 });
    expect(fx.seen.map((s) => [s.query.limit, s.query.offset])).toEqual([["50", "0"], ["50", "50"]]);
    expect(fx.seen[0]!.headers.authorization).toBe(`Bearer ${YELP_KEY}`);
    expect(fx.seen[0]!.query.location).toBe("Texas, US");
    const db = await getDb();
    const [row] = (await db.select().from(detoxPrograms)).filter((r) => r.sourceId === "example-yelp-id-0003");
    expect(row).toMatchObject({ source: "yelp", name: "Example Detox Clinic 3", address: "803 Congress Ave, Ste 110", zipCode: "78701", programTypes: ["Naturopathic Medicine", "IV Wellness"], imageUrl: "https://s3-media0.fl.yelpcdn.com/bphoto/example/o.jpg" });
  });

  it("previews with rating, review count and the Yelp id; a rate limit with Retry-After is honoured", async () => {
    fx.queue.push({ status: 429, headers: { "retry-after": "0" }, body: { error: { code: "TOO_MANY_REQUESTS_PER_SECOND" } } });
    const res = await run(preview.POST, { source: "yelp", state: "TX", limit: 10 }, YELP_KEY);
    expect(res.status).toBe(200);
    expect(res.json.providers[0]).toMatchObject({ name: "Example Detox Clinic 0", rating: 4.5, reviewCount: 48, yelpId: "example-yelp-id-0000", phone: "(512) 556-0000" });
    expect(fx.seen).toHaveLength(2);
  });
});
