import { GET as search } from "@/app/api/programs/search/route";
import { GET as suggestRoute } from "@/app/api/suggest/route";
import { lookupCity, lookupZip, understandPlace } from "@/lib/geo";
import { allCities } from "@/lib/geo/zip-table";
import { stateName, US_STATES } from "@/lib/us-states";
import { call } from "@/tests/support/api";
import { searchPrograms } from "./sql/search";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// Places as people type them (issue 49, decisions.md "Where the person is"): every form of a place is the same
// place search as "City, ST": the same total and the same first result, with distances, nearest first.

/** The city with the most ZIPs in each of 24 states, drawn from the bundled data, plus multi-word names. */
const CODES = US_STATES.map((s) => s.code);
const biggest = US_STATES.slice(0, 24).map((s) => allCities(CODES).filter((c) => c.state === s.code).sort((a, b) => b.zips - a.zips)[0]!);
const CITIES = [
  ...biggest.map((c) => ({ name: c.name, state: c.state })),
  { name: "Salt Lake City", state: "UT" },
  { name: "Saint Louis", state: "MO" },
  { name: "Fort Worth", state: "TX" },
  { name: "Mount Vernon", state: "NY" },
  { name: "Cleveland", state: "OH" },
];

beforeAll(async () => {
  await resetDb();
  // Two programs around each city: one near its centre and one about 20 miles north, at different distances.
  await insertPrograms(
    CITIES.flatMap(({ name, state }, i) => {
      const at = lookupCity(name, state)!;
      return [
        programRow({ name: `Near ${name} ${state}`, city: name, state, zipCode: "00000", latitude: at.latitude + 0.01 + i * 0.0001, longitude: at.longitude, description: "Blood lead testing." }),
        programRow({ name: `North of ${name} ${state}`, city: "Elsewhere", state, zipCode: "00000", latitude: at.latitude + 0.3, longitude: at.longitude, description: "Blood lead testing." }),
      ];
    }),
  );
});
afterAll(closeDb);

async function find(q: string) {
  const res = await call(search, { query: { q } });
  expect(res.status).toBe(200);
  const items = res.json as { id: string; name: string; distanceMiles: number | null }[];
  return { total: res.headers.get("x-total-count"), first: items[0]?.id ?? null, sortBy: res.headers.get("x-sort-by"), items };
}

/** The ways people type "City, ST". */
function forms(city: string, code: string): string[] {
  const full = stateName(code)!;
  const short = city.replace(/^Saint /, "St. ").replace(/^Fort /, "Ft ").replace(/^Mount /, "Mt ");
  return [
    `${city.toLowerCase()} ${code.toLowerCase()}`,
    `${city} ${code}`,
    `${city}, ${full}`,
    `${city} ${full.toLowerCase()}`,
    `  ${city.toUpperCase()}  ,   ${code}  `,
    ...(short !== city ? [`${short} ${code}`, `${short}, ${full}`] : []),
  ];
}

describe("a place typed any way is the same place search as City, ST", () => {
  it("draws at least 20 different real cities", () => {
    expect(new Set(CITIES.map((c) => `${c.name}|${c.state}`)).size).toBeGreaterThanOrEqual(20);
    for (const c of CITIES) expect(lookupCity(c.name, c.state)).toBeDefined();
  });

  it.each(CITIES.map((c) => [`${c.name}, ${c.state}`, c] as const))("%s", async (label, { name, state }) => {
    const reference = await find(label);
    expect(reference.sortBy).toBe("distance");
    expect(Number(reference.total)).toBeGreaterThanOrEqual(2);
    expect(reference.items[0]!.name).toBe(`Near ${name} ${state}`);
    expect(reference.items.every((p) => p.distanceMiles !== null)).toBe(true);
    for (const form of forms(name, state)) {
      const got = await find(form);
      expect({ form, total: got.total, first: got.first, sortBy: got.sortBy }).toEqual({ form, total: reference.total, first: reference.first, sortBy: "distance" });
    }
  });

  it("the issue's own examples: cleveland oh, Salt Lake City ut, St. Louis MO, Fort Worth Texas", async () => {
    const examples: [string, string][] = [
      ["cleveland oh", "Cleveland, OH"],
      ["Salt Lake City ut", "Salt Lake City, UT"],
      ["St. Louis MO", "Saint Louis, MO"],
      ["Fort Worth Texas", "Fort Worth, TX"],
      ["Ft. Worth, TX", "Fort Worth, TX"],
    ];
    for (const [typed, label] of examples) {
      const [got, reference] = await Promise.all([find(typed), find(label)]);
      expect({ typed, total: got.total, first: got.first }).toEqual({ typed, total: reference.total, first: reference.first });
      expect(got.items[0]!.name).toBe(`Near ${label.replace(",", "")}`);
    }
  });

  it("corrects a misspelt city within its state, and says so", async () => {
    const reference = await find("Cleveland, OH");
    for (const typed of ["Clevland OH", "clevelnad, ohio", "Salt Lake Cty UT"]) {
      const got = await find(typed);
      const label = typed.startsWith("Salt") ? "Salt Lake City, UT" : "Cleveland, OH";
      expect(understandPlace(typed)).toMatchObject({ label, corrected: true });
      if (label === "Cleveland, OH") expect({ total: got.total, first: got.first }).toEqual({ total: reference.total, first: reference.first });
    }
    // The page is shared with "Cleveland, OH" (searched above), but this form's answer says it was corrected.
    expect((await searchPrograms({ q: "Clevland OH" })).place).toMatchObject({ label: "Cleveland, OH", corrected: true });
    expect((await searchPrograms({ q: "Cleveland OH" })).place).toMatchObject({ label: "Cleveland, OH", corrected: false });
    // A misspelling is only ever a city of the state typed, within one or two letters.
    expect(understandPlace("Clevxxxnd OH")).toBeUndefined();
  });

  it("a ZIP, ZIP+4 and City ST ZIP are the same ZIP search", async () => {
    const zip = "44114"; // Cleveland, OH
    expect(lookupZip(zip)?.label).toBe("Cleveland, OH 44114");
    const reference = await find(zip);
    expect(reference.sortBy).toBe("distance");
    for (const typed of [`${zip}-2316`, `Cleveland OH ${zip}`, `cleveland, oh ${zip}-2316`]) {
      const got = await find(typed);
      expect({ typed, total: got.total, first: got.first }).toEqual({ typed, total: reference.total, first: reference.first });
    }
  });

  it("a city name alone searches the place with the most ZIPs, and names the others", async () => {
    const columbus = understandPlace("Columbus")!;
    expect(columbus.label).toBe("Columbus, OH");
    expect(columbus.others.map((o) => o.label)).toEqual(expect.arrayContaining(["Columbus, GA", "Columbus, IN"]));
    // A name that is one place only has no others.
    expect(understandPlace("Wapakoneta")).toMatchObject({ label: "Wapakoneta, OH", others: [] });
    const [alone, reference] = await Promise.all([find("cleveland"), find("Cleveland, OH")]);
    expect({ total: alone.total, first: alone.first }).toEqual({ total: reference.total, first: reference.first });
  });

  it("text that is not a place stays a text search", async () => {
    for (const typed of ["lead", "blood lead testing", "chelation md", "detox me", "Ohio", "clinic 12345"]) expect(understandPlace(typed)).toBeUndefined();
    const text = await find("blood lead");
    expect(text.sortBy).toBe("relevance");
    expect(text.items.every((p) => p.distanceMiles === null)).toBe(true);
  });

  it("a program named after a city is found by its name first", async () => {
    const [named] = await insertPrograms([programRow({ name: "Bellflower Toxicology", city: "Boise", state: "ID", latitude: 43.6, longitude: -116.2 })]);
    const got = await find("bellflower");
    expect(got.first).toBe(named!.id);
    expect(got.sortBy).toBe("relevance");
  });
});

describe("spelling correction never touches a word under 3 letters or a number", () => {
  // Single letters a listing holds: "1" and "x" were once "corrected" to them (and so was "' OR '1'='1").
  beforeAll(() => insertPrograms([programRow({ name: "Oak Health Partners", description: "Founded by J B P H H.", city: "Boise", state: "ID" })]));

  it("a word a listing holds as typed is found", async () => {
    expect((await find("oak")).items.map((p) => p.name)).toEqual(["Oak Health Partners"]);
  });

  it.each(["1", "x", "' OR '1'='1", "7", "ab"])("%s finds nothing rather than a near listing", async (typed) => {
    const got = await find(typed);
    expect(got.total).toBe("0");
  });
});

describe("GET /api/suggest", () => {
  const suggest = async (q: string) => {
    const res = await call(suggestRoute, { query: { q } });
    expect(res.status).toBe(200);
    return (res.json as { suggestions: { kind: string; label: string; q?: string; href?: string }[] }).suggestions;
  };

  it("suggests cities as City, ST, most ZIPs first, and ZIPs with their city", async () => {
    const clev = await suggest("clev");
    expect(clev[0]).toEqual({ kind: "city", label: "Cleveland, OH", q: "Cleveland, OH" });
    expect(clev.filter((s) => s.kind === "city").length).toBeGreaterThan(1);
    expect((await suggest("cleveland t"))[0]).toMatchObject({ label: "Cleveland, TN" });
    expect((await suggest("st lou"))[0]).toMatchObject({ label: "Saint Louis, MO" });
    expect((await suggest("4411"))[0]).toEqual({ kind: "zip", label: "44110 Cleveland, OH", q: "44110" });
  });

  it("suggests programs by name, marked as programs", async () => {
    const got = await suggest("bellfl");
    expect(got).toContainEqual(expect.objectContaining({ kind: "program", label: "Bellflower Toxicology", href: expect.stringMatching(/^\/program\/[0-9a-f-]{36}$/) }));
  });

  it("answers nothing for one letter, and 400 for text over 120 characters", async () => {
    expect(await suggest("c")).toEqual([]);
    expect(await suggest("")).toEqual([]);
    const res = await call(suggestRoute, { query: { q: "x".repeat(121) } });
    expect(res.status).toBe(400);
  });
});
