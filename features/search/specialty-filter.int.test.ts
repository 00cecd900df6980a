import { GET as list } from "@/app/api/programs/route";
import { GET as search } from "@/app/api/programs/search/route";
import { GET as points } from "@/app/api/programs/points/route";
import { generateDemoPrograms } from "@/features/programs/demo/data";
import { demoProgramRow } from "@/features/programs/demo/seed";
import { SPECIALTIES, specialtiesOf } from "@/features/programs/specialties";
import { stateProgramsPage } from "@/features/places/data";
import { loadResults } from "@/features/search/results";
import { parseSearchState } from "./parse-search-url";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, resetDb } from "@/tests/support/db";

// specialty= (decisions.md "Care, not just listings"): the API's list and search, the home page's results and a
// state page count the same programs, and exactly those whose NPI taxonomies hold one of the specialty's codes.

const demo = generateDemoPrograms(600, 11, { withReviews: false });
const TX = demo.filter((d) => d.state === "TX").length > 0 ? "TX" : demo[0]!.state;

beforeAll(async () => {
  await resetDb();
  for (let i = 0; i < demo.length; i += 300) await insertPrograms(demo.slice(i, i + 300).map(demoProgramRow));
}, 120_000);
afterAll(closeDb);

const total = (res: { headers: Headers }) => Number(res.headers.get("x-total-count"));
/** The demo programs the filter must find (any of the specialties, optionally in one state). */
const expected = (specialty: readonly string[], state?: string) =>
  demo.filter((d) => (!state || d.state === state) && specialtiesOf(d.npiTaxonomies).some((s) => specialty.includes(s))).length;

describe("specialty=", () => {
  const cases: string[][] = [...SPECIALTIES.map((s) => [s]), ["medical-toxicology", "pediatrics"]];

  it.each(cases.map((c) => [c]))("list, search, home, state page and map count the same programs: %j", async (specialty) => {
    const want = expected(specialty);
    expect(want).toBeGreaterThan(5);
    expect(want).toBeLessThan(demo.length / 2);

    const api = await call(list, { query: { specialty, pageSize: "100" } });
    expect(api.status).toBe(200);
    expect(total(api)).toBe(want);
    expect((api.json as { npiTaxonomies: { code: string }[] }[]).every((p) => specialtiesOf(p.npiTaxonomies).some((s) => specialty.includes(s)))).toBe(true);

    const home = await loadResults(parseSearchState(new URLSearchParams(specialty.map((s) => ["specialty", s]))));
    expect(home.ok && home.total).toBe(want);

    const inState = expected(specialty, TX);
    expect(total(await call(list, { query: { specialty, state: TX } }))).toBe(inState);
    expect((await stateProgramsPage(TX, { page: 1, specialty })).total).toBe(inState);

    // Search text with the filter, on the API and the home page.
    const q = "clinic";
    const searched = await call(search, { query: { q, specialty } });
    expect(searched.status).toBe(200);
    const homeSearch = await loadResults(parseSearchState(new URLSearchParams([["q", q], ...specialty.map((s) => ["specialty", s])])));
    expect(homeSearch.ok && homeSearch.total).toBe(total(searched));
    expect(total(searched)).toBeLessThanOrEqual(want);
    const unfiltered = await call(search, { query: { q } });
    expect(total(searched)).toBeLessThan(total(unfiltered));

    expect(total(await call(points, { query: { specialty } }))).toBe(want);
  });

  it("takes a single value or repeats, and refuses unknown ones on the API with 400 (the page drops them)", async () => {
    const one = total(await call(list, { query: { specialty: "pediatrics" } }));
    expect(one).toBe(expected(["pediatrics"]));
    const both = total(await call(list, { query: { specialty: ["pediatrics", "occupational-medicine"] } }));
    expect(both).toBe(expected(["pediatrics", "occupational-medicine"]));
    expect(both).toBeGreaterThan(one);

    for (const handler of [list, search, points]) {
      const res = await call(handler, { query: { q: "clinic", specialty: "toxicology" } });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("specialty must be one of medical-toxicology, occupational-medicine, pediatrics, obstetrics");
    }
    // The home page and a state page ignore what they do not know, as for payment= and service=.
    expect(parseSearchState(new URLSearchParams("specialty=toxicology&specialty=pediatrics")).specialty).toEqual(["pediatrics"]);
    const all = (await call(list, { query: { state: TX } })).headers.get("x-total-count");
    expect(String((await stateProgramsPage(TX, { page: 1, specialty: [] })).total)).toBe(all);
  });
});
