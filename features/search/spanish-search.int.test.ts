import { GET as search } from "@/app/api/programs/search/route";
import { call } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { SPANISH_SEARCH_WORDS, englishSearchText } from "./spanish";

// Issue 54, item 5: common Spanish words for metals, tests and care find the same programs as their English words.
beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ name: "Harbor Lead Clinic", description: "Blood lead testing and a blood lead test for children; oral chelation when a doctor prescribes it." }),
    programRow({ name: "Mercury Point Health", description: "Mercury and arsenic exposure, heavy metals testing." }),
    programRow({ name: "Cadmium Works Occupational", description: "Occupational medicine for cadmium and heavy metal exposure at work." }),
    programRow({ name: "Little Steps Pediatrics", description: "Pediatric care, developmental checks and a detox myths talk." }),
    programRow({ name: "Valley Toxicology", description: "Medical toxicology consults." }),
    programRow({ name: "Plain Wellness", description: "Massage and yoga." }),
  ]);
});
afterAll(closeDb);

const total = async (q: string) => {
  const res = await call(search, { query: { q } });
  expect(res.status).toBe(200);
  return { total: Number(res.headers.get("x-total-count")), ids: (res.json as { id: string }[]).map((p) => p.id) };
};

it.each(SPANISH_SEARCH_WORDS.map(([es, en]) => [es, en]))("%s finds what %s finds", async (es, en) => {
  const [spanish, english] = await Promise.all([total(es), total(en)]);
  expect(english.total).toBeGreaterThan(0); // the comparison means something
  expect(spanish).toEqual(english);
});

it("with accents and capitals, as people type them", async () => {
  expect(await total("Arsénico")).toEqual(await total("arsenic"));
  expect(await total("QUELACIÓN")).toEqual(await total("chelation"));
  expect(await total("Prueba de plomo en sangre")).toEqual(await total("blood lead test"));
  expect(await total("toxicología")).toEqual(await total("toxicology"));
});

it("rewrites whole words only, and never a place", () => {
  expect(englishSearchText("plomo Austin TX")).toBe("lead austin tx");
  expect(englishSearchText("San Antonio")).toBe("San Antonio");
  expect(englishSearchText("Los Angeles, CA")).toBe("Los Angeles, CA");
  expect(englishSearchText("plomería")).toBe("plomería"); // plumbing, not lead
  expect(englishSearchText("mercurios")).toBe("mercurios");
  expect(englishSearchText("prueba   de plomo en sangre")).toBe("blood lead test");
});

it.each([
  ["plomo", "lead"],
  ["mercurio", "mercury"],
  ["arsénico", "arsenic"],
  ["cadmio", "cadmium"],
  ["prueba de plomo en sangre", "blood lead test"],
  ["quelación", "chelation"],
  ["pediatra", "pediatric"],
  ["toxicología", "toxicology"],
])("issue 54's word %s, as a Spanish reader types it, finds the same total as %s", async (es, en) => {
  const [spanish, english] = await Promise.all([total(es), total(en)]);
  expect(english.total).toBeGreaterThan(0);
  expect(spanish.total).toBe(english.total);
  expect(spanish.ids).toEqual(english.ids);
});
