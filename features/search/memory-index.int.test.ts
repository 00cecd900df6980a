import { generateDemoPrograms, mulberry32 } from "@/features/programs/demo/data";
import * as WORDS from "@/features/programs/demo/words";
import { demoProgramRow } from "@/features/programs/demo/seed";
import { createProgram, deleteProgram, updateProgram } from "@/features/programs/data";
import { listPrograms } from "./sql/list";
import { searchPrograms } from "./sql/search";
import { type ListParams, type SearchParams } from "./sql/page";
import { editDistance } from "@/lib/text/edit-distance";
import { parseTsquery, programIndexAnswers, queryProgramIndex } from "@/features/search/memory-index";
import { LANGUAGES, PAYMENT_OPTIONS, SERVICES } from "@/features/programs/details";
import { SPECIALTIES } from "@/features/programs/specialties";
import { PROGRAM_TYPES, SORT_KEYS, type SortKey } from "@/features/programs/program-types";
import { effectiveSort } from "./search-url";
import { US_STATES } from "@/lib/us-states";
import { programCreateSchema } from "@/features/programs/schema";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// The in-memory search index (features/search/memory-index/) must give exactly what the SQL gives: the same
// rows, in the same order, with the same capped total and distances, for every kind of query.

const r = mulberry32(42);
const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
const rs = mulberry32(31);

const demo = generateDemoPrograms(1_200, 7, { withReviews: false });

beforeAll(async () => {
  await resetDb();
  const rows = demo.map((d, i) => ({
    ...demoProgramRow(d),
    // Ratings with many ties, so the name and id tie-breaks decide often.
    rating: pick([0, 3.5, 4, 4.5, 5]),
    reviewCount: pick([0, 1, 2]),
    // Some duplicate names (the id decides) and some inactive rows (never found).
    name: i % 50 === 0 ? "Same Name Clinic" : d.name,
    isActive: i % 97 !== 0,
  }));
  for (let i = 0; i < rows.length; i += 300) await insertPrograms(rows.slice(i, i + 300));
  // Literal text that words cannot express.
  await insertPrograms([programRow({ name: "100% Natural_Detox", city: "St. Louis", state: "MO", zipCode: "63101", latitude: 38.63, longitude: -90.19 })]);
}, 120_000);
afterAll(closeDb);

type Page = { items: { id: string; distanceMiles?: number | null }[]; total: number; totalCapped: boolean };
const shape = (p: Page) => ({ ids: p.items.map((x) => x.id), distances: p.items.map((x) => x.distanceMiles ?? null), total: p.total, capped: p.totalCapped });

// "Open now" at pinned instants: a weekday morning, evening and night in the east, a Saturday noon (the demo data's
// hours are weekday office hours, some evenings and Saturdays, across every zone).
const INSTANTS = ["2026-11-23T15:00:00Z", "2026-11-23T23:30:00Z", "2026-11-24T03:10:00Z", "2026-11-28T17:00:00Z", "2026-07-08T21:59:00Z"].map((t) => new Date(t));

// Every sort, and none chosen (the order that answers the query: "Top rated" for a list).
const SORTS: (SortKey | undefined)[] = [...SORT_KEYS, undefined];

function randomFilters(): ListParams {
  const f: ListParams = { sortBy: pick(SORTS), page: 1 + Math.floor(r() * 3), pageSize: pick([5, 20, 50]) };
  if (r() < 0.4) f.state = pick(["CA", "TX", "NY", "FL", "WY", "VT"]);
  if (r() < 0.3) f.programTypes = [pick(PROGRAM_TYPES), ...(r() < 0.3 ? [pick(PROGRAM_TYPES)] : [])];
  if (r() < 0.2) f.verified = true;
  if (r() < 0.25) f.telehealth = true;
  if (r() < 0.25) f.acceptingNewPatients = true;
  if (r() < 0.2) f.payment = [pick(PAYMENT_OPTIONS)];
  if (r() < 0.15) f.language = [pick(LANGUAGES.slice(0, 6)), pick(LANGUAGES.slice(0, 6))];
  if (r() < 0.2) f.service = [pick(SERVICES)];
  // Its own stream, so that the other draws (and the queries they make) stay as they were.
  if (rs() < 0.25) f.specialty = rs() < 0.7 ? [SPECIALTIES[Math.floor(rs() * SPECIALTIES.length)]!] : [...SPECIALTIES].filter(() => rs() < 0.6);
  if (r() < 0.25) Object.assign(f, { open: "now", now: pick(INSTANTS) });
  return f;
}

const words = [...new Set([...WORDS.NAME_FIRST, ...WORDS.DESC_OFFERS, ...PROGRAM_TYPES].join(" ").toLowerCase().match(/[a-z]{3,}/g) ?? [])];
const cities = demo.map((d) => `${d.city}, ${d.state}`);

/** A demo program's name as someone might type it: odd case and spacing, whole or its first words. */
function typedName(): string {
  const name = pick(demo).name;
  const words = name.split(" ");
  const typed = r() < 0.5 ? name : words.slice(0, 1 + Math.floor(r() * Math.max(1, words.length - 1))).join(" ");
  return `${r() < 0.3 ? "  " : ""}${r() < 0.5 ? typed.toUpperCase() : typed.replace(/ /g, r() < 0.3 ? "   " : " ")}`;
}

function randomText(): string {
  const kind = Math.floor(r() * 10);
  if (kind >= 8) return typedName();
  if (kind === 0) return pick(demo).zipCode; // a ZIP with programs
  if (kind === 1) return pick(cities); // "City, ST"
  if (kind === 2) return pick(US_STATES).name; // a state by name
  if (kind === 3) return pick(["100%", "st. louis", "natural_", "Same Name"]); // literal text
  if (kind === 4) return pick(words).slice(0, 5); // a prefix
  if (kind === 5) return `the ${pick(words)}`; // a stop word
  return `${pick(words)} ${pick(words)}`;
}

/** A program added as an owner would (the app's own write, which clears the index), in Boise. */
function createBoiseProgram(name: string, description: string) {
  const slug = name.split(" ")[0]!.toLowerCase();
  const input = { name, description, address: "1 Elm St", city: "Boise", state: "ID", zipCode: "83702", phone: "(208) 555-0100", website: `https://${slug}.example`, programTypes: ["Functional Medicine"] };
  return createProgram(programCreateSchema.parse(input));
}

describe("the in-memory index answers as the SQL does", () => {
  it("is in use (not falling back to the database)", async () => {
    // On PostgreSQL the index is used once the cache listens, and after the notices of the rows inserted above
    // (they arrive on their own connection): a build started before them is not used.
    let hit = null;
    for (const started = Date.now(); !hit && Date.now() - started < 10_000; ) {
      await listPrograms({ pageSize: 7 }); // builds the index (a page size the random lists never ask)
      hit = await queryProgramIndex({ filters: {}, sortBy: "rating", page: 1, pageSize: 5, countLimit: 2001 });
      if (!hit) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(hit).not.toBeNull();
    expect(hit!.total).toBe(demo.length + 1 - Math.ceil(demo.length / 97));
  });

  it("for 150 random lists: filters, sorts and pages", async () => {
    const before = programIndexAnswers();
    const asked = new Map<string, number>();
    for (let k = 0; k < 150; k++) {
      const params = randomFilters();
      // Lists in the same effective order share a cache entry.
      const key = JSON.stringify({ ...params, sortBy: effectiveSort({ sortBy: params.sortBy, hasPlace: false }) });
      asked.set(key, (asked.get(key) ?? 0) + 1);
      const [viaIndex, viaSql] = await Promise.all([listPrograms(params), listPrograms(params, { index: false })]);
      expect({ params, ...shape(viaIndex) }).toEqual({ params, ...shape(viaSql) });
    }
    // A list is kept in the read cache from its second request on (keepOnRepeat): a third comes from memory.
    const answered = [...asked.values()].reduce((sum, n) => sum + Math.min(n, 2), 0);
    expect(programIndexAnswers() - before).toBe(answered);
  });

  it("for 250 random searches: words, prefixes, ZIPs, cities, states and literal text, with filters and every order", async () => {
    let nonEmpty = 0;
    let fallbackOnly = 0;
    const before = programIndexAnswers();
    for (let k = 0; k < 250; k++) {
      const params: SearchParams = { ...(r() < 0.5 ? randomFilters() : { sortBy: pick(["rating", "distance", "recent", undefined] as const) }), q: randomText(), radius: pick([10, 50, 100]) };
      const [viaIndex, viaSql] = await Promise.all([searchPrograms(params), searchPrograms(params, { index: false })]);
      if (viaIndex.total === 0 && viaSql.total > 0) {
        // The misspelling fallback found these by trigram similarity; with the index it runs only when a word is
        // not in the directory. The database's own answer without the fallback is the index's.
        fallbackOnly++;
        continue;
      }
      expect({ params, ...shape(viaIndex), place: viaIndex.place }).toEqual({ params, ...shape(viaSql), place: viaSql.place });
      if (viaIndex.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(150); // the queries mostly find something, so the comparison means something
    expect(fallbackOnly).toBeLessThan(10);
    expect(programIndexAnswers() - before).toBeGreaterThan(220); // the index answered (all but misspellings)
  });

  it("best match: the index answers it, as the SQL orders it (exact name, name start, words in the name, in the city)", async () => {
    const before = programIndexAnswers();
    let exactFirst = 0;
    for (let k = 0; k < 60; k++) {
      const q = k % 3 === 0 ? `${pick(words)} ${pick(demo).city}` : typedName();
      const params: SearchParams = { q, page: 1 + (k % 2), pageSize: pick([5, 20]), ...(k % 4 === 0 ? randomFilters() : {}), sortBy: undefined };
      const [viaIndex, viaSql] = await Promise.all([searchPrograms(params), searchPrograms(params, { index: false })]);
      if (viaIndex.total === 0 && viaSql.total > 0) continue; // the misspelling fallback (as above)
      expect({ params, ...shape(viaIndex) }).toEqual({ params, ...shape(viaSql) });
      expect(viaIndex.sortBy).toBe("relevance");
      const first = viaIndex.items[0] as { name?: string } | undefined;
      if (params.page === 1 && first?.name && first.name.toLowerCase() === q.trim().replace(/\s+/g, " ").toLowerCase()) exactFirst++;
    }
    expect(exactFirst).toBeGreaterThanOrEqual(4); // whole names typed do come first
    expect(programIndexAnswers() - before).toBeGreaterThanOrEqual(50); // all but a few misspelling fallbacks
  });

  it("Open now at pinned instants: the same programs both ways, in every zone", async () => {
    const all = (await listPrograms({ pageSize: 1 })).total;
    const open: number[] = [];
    for (const now of INSTANTS) {
      for (const page of [1, 2]) {
        const params: ListParams = { open: "now", now, page, pageSize: 100 };
        const [viaIndex, viaSql] = await Promise.all([listPrograms(params), listPrograms(params, { index: false })]);
        expect({ now, ...shape(viaIndex) }).toEqual({ now, ...shape(viaSql) });
        if (page === 1) open.push(viaSql.total);
      }
    }
    // Weekday 10:00 in New York (7:00 in Los Angeles): many open, never all (some have no hours); 22:10 Eastern: few.
    expect(open[0]).toBeGreaterThan(all / 4);
    expect(Math.max(...open)).toBeLessThan(all);
    expect(open[2]).toBeLessThan(open[0]!);
  });

  it("specialty: the same programs both ways, each specialty alone and together, and only programs registered with its codes", async () => {
    const counts: number[] = [];
    for (const specialty of [...SPECIALTIES.map((s) => [s]), [...SPECIALTIES]]) {
      for (const state of [undefined, "CA"]) {
        const params: ListParams = { specialty, state, pageSize: 100 };
        const before = programIndexAnswers();
        const [viaIndex, viaSql] = await Promise.all([listPrograms(params), listPrograms(params, { index: false })]);
        expect(programIndexAnswers() - before).toBe(1);
        expect({ specialty, state, ...shape(viaIndex) }).toEqual({ specialty, state, ...shape(viaSql) });
        if (!state) counts.push(viaSql.total);
        const search = { ...params, q: "clinic" };
        const [sIndex, sSql] = await Promise.all([searchPrograms(search), searchPrograms(search, { index: false })]);
        expect({ specialty, state, ...shape(sIndex) }).toEqual({ specialty, state, ...shape(sSql) });
      }
    }
    // Each specialty finds some programs, never every one; together they find more than any alone.
    const alone = counts.slice(0, SPECIALTIES.length);
    const together = counts[SPECIALTIES.length]!;
    expect(Math.min(...alone)).toBeGreaterThan(0);
    expect(Math.min(...alone.slice(0, 3))).toBeGreaterThan(10);
    expect(together).toBeGreaterThan(Math.max(...alone));
    expect(together).toBeLessThan((await listPrograms({ pageSize: 1 })).total / 2);
    const toxicologists = (await listPrograms({ specialty: ["medical-toxicology"], pageSize: 100 })).items as { npiTaxonomies: { code: string }[] }[];
    expect(toxicologists.every((p) => p.npiTaxonomies.some((t) => ["207PT0002X", "2083T0002X", "2080T0002X"].includes(t.code)))).toBe(true);
  });

  it("sees a write at once: created, edited and deleted programs", async () => {
    const created = await createBoiseProgram("Quillwort Toxicology", "Blood lead testing.");
    expect((await searchPrograms({ q: "quillwort" })).items.map((x) => x.id)).toEqual([created.id]);
    await updateProgram(created.id, { name: "Bellflower Toxicology" });
    expect((await searchPrograms({ q: "quillwort" })).total).toBe(0);
    expect((await searchPrograms({ q: "bellflower" })).items.map((x) => x.id)).toEqual([created.id]);
    await deleteProgram(created.id);
    // With no program of that name, "bellflower" is the city it also names (Bellflower, CA): a place search.
    const after = await searchPrograms({ q: "bellflower" });
    expect(after.items.map((x) => x.id)).not.toContain(created.id);
    expect(after.place?.label).toBe("Bellflower, CA");
  });

  // On PGlite the app's process is the only one that can write; on PostgreSQL anyone with psql can.
  (process.env.TEST_DATABASE_URL ? it : it.skip)("sees within a second a change made outside the app, on another connection (the table's trigger)", async () => {
    const { Client } = await import("pg");
    const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      const target = (await searchPrograms({ q: "Same Name" })).items[0]!;
      await other.query("update detox_programs set name = 'Hornbeam Toxicology' where id = $1", [target.id]);
      const started = Date.now();
      let found: string[] = [];
      while (Date.now() - started < 1000 && found.length === 0) {
        found = (await searchPrograms({ q: "hornbeam" })).items.map((x) => x.id);
        if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(found).toEqual([target.id]);
      // The index took over again once rebuilt (a search that found it through the database proves nothing).
      const before = programIndexAnswers();
      for (let k = 0; k < 50 && programIndexAnswers() === before; k++) {
        await searchPrograms({ q: "hornbeam", page: 1, pageSize: 3 + k });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(programIndexAnswers()).toBeGreaterThan(before);
      expect((await queryProgramIndex({ filters: {}, text: { zip: "", literal: null, terms: [{ lexeme: "hornbeam", prefix: false }], name: "hornbeam", stateCode: null, cityState: null, place: null, radius: 0 }, sortBy: "rating", page: 1, pageSize: 5, countLimit: 2001 }))?.total).toBe(1);
    } finally {
      await other.end();
    }
  });
});

describe("misspelt words", () => {
  it("are corrected by the index from the directory's own words: swapped, dropped or added letters, a long suffix", async () => {
    const created = await createBoiseProgram("Zephyrine Chelation Center", "Oral chelation after blood lead testing.");
    try {
      // The index is rebuilt after the write (on PostgreSQL once the change notice arrives): wait until it answers.
      for (let k = 0, before = programIndexAnswers(); k < 100 && programIndexAnswers() === before; k++) {
        await listPrograms({ pageSize: 11 + k });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const q of ["zephyirne", "Zephrine", "zephyrine chelaiton", "zephyrnie center", "zephyrine wtih"]) {
        const before = programIndexAnswers();
        const viaIndex = await searchPrograms({ q });
        expect({ q, answered: programIndexAnswers() - before }).toEqual({ q, answered: 1 });
        expect({ q, first: viaIndex.items[0]?.id }).toEqual({ q, first: created.id });
        // (The database's own fallback, trigram similarity, used while the index is not current, misses swapped
        // letters: "zephyirne" shares too few trigrams with "zephyrine".)
      }
      // Nothing near: nothing found, whichever way.
      expect((await searchPrograms({ q: "qxzvwjk" })).total).toBe(0);
    } finally {
      await deleteProgram(created.id);
    }
  });

  it("a misspelt word of a name whose stem is too short to compare is corrected from the names' own words", async () => {
    const created = await createBoiseProgram("Quillwater Ridge Wellness", "Blood lead testing for families.");
    try {
      for (let k = 0, before = programIndexAnswers(); k < 100 && programIndexAnswers() === before; k++) {
        await listPrograms({ pageSize: 31 + k });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // "rdige" is 2 from the stem "ridg", 1 from "ridge"; "welnless" is far from "well", 1 from "wellness".
      for (const q of ["quillwater rdige", "quillwater welnless", "Quillwater Rdige Welnless"]) {
        const before = programIndexAnswers();
        const viaIndex = await searchPrograms({ q });
        expect({ q, answered: programIndexAnswers() - before }).toEqual({ q, answered: 1 });
        expect({ q, first: viaIndex.items[0]?.id }).toEqual({ q, first: created.id });
      }
      // Two misspelt words alone: the database's trigram fallback finds nothing; the index finds the program.
      const both = await searchPrograms({ q: "rdige welnless", state: "ID" });
      expect(both.items.map((p) => p.id)).toContain(created.id);
      expect((await searchPrograms({ q: "rdige welnless", state: "ID" }, { index: false })).total).toBe(0);
      // A longer word near no word of the directory: the index says nothing matches (no trigram scan).
      const before = programIndexAnswers();
      expect((await searchPrograms({ q: "quillwater qxzvwjkpt" })).total).toBe(0);
      expect(programIndexAnswers() - before).toBe(1);
    } finally {
      await deleteProgram(created.id);
    }
  });

  it("editDistance counts added, dropped, changed and swapped letters, and stops above the limit", () => {
    expect(editDistance("clinic", "clinic", 2)).toBe(0);
    expect(editDistance("clinci", "clinic", 2)).toBe(1); // swapped
    expect(editDistance("philadelpia", "philadelphia", 2)).toBe(1); // dropped
    expect(editDistance("lead", "load", 2)).toBe(1); // changed
    expect(editDistance("leads", "lead", 2)).toBe(1); // added
    expect(editDistance("abcdef", "badcfe", 2)).toBe(3); // three swaps: above the limit
    expect(editDistance("chelation", "iron", 2)).toBe(3);
  });
});

describe("parseTsquery", () => {
  it("reads PostgreSQL's terms, prefixes and stop words, and refuses anything else", () => {
    expect(parseTsquery("'lead' & 'clinic':*")).toEqual([
      { lexeme: "lead", prefix: false },
      { lexeme: "clinic", prefix: true },
    ]);
    expect(parseTsquery("'o''neil'")).toEqual([{ lexeme: "o'neil", prefix: false }]);
    expect(parseTsquery("")).toEqual([]);
    expect(parseTsquery("'foo' <-> 'bar'")).toBe("unsupported");
    expect(parseTsquery("'a' | 'b'")).toBe("unsupported");
  });
});
