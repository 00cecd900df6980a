import { GET as getOne, PUT } from "@/app/api/programs/[id]/route";
import { GET as list, POST as create } from "@/app/api/programs/route";
import { GET as search } from "@/app/api/programs/search/route";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// decisions.md "Provider details people filter on": the fields, the filters and their validation.
const week = { mon: [["09:00", "17:00"]], tue: [["09:00", "12:00"], ["13:00", "17:00"]], wed: [], thu: [["09:00", "17:00"]], fri: [["09:00", "13:00"]], sat: [], sun: [] };

let ids: Record<string, string> = {};
beforeAll(async () => {
  await resetDb();
  const rows = await insertPrograms([
    programRow({ name: "Alpha", rating: 5, telehealth: true, acceptingNewPatients: true, paymentOptions: ["self-pay", "hsa-fsa"], languages: ["English", "Spanish"], services: ["blood-lead-testing", "iv-chelation"], hours: week as never }),
    programRow({ name: "Bravo", rating: 4.5, telehealth: true, acceptingNewPatients: false, paymentOptions: ["medicaid"], languages: ["English"], services: ["urine-metals-testing"] }),
    programRow({ name: "Charlie", rating: 4, telehealth: false, acceptingNewPatients: true, paymentOptions: ["private-insurance", "medicare"], languages: ["Spanish", "Vietnamese"], services: ["oral-chelation", "pediatric-care"] }),
    programRow({ name: "Delta", rating: 3.5, telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [] }),
    programRow({ name: "Echo", rating: 3, telehealth: true, acceptingNewPatients: true, paymentOptions: ["hsa-fsa"], languages: ["Spanish"], services: ["blood-lead-testing"], isActive: false }),
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(closeDb);

const names = (json: { name: string }[]) => json.map((p) => p.name);
const both = async (query: Record<string, string | string[]>) => {
  const l = await call(list, { query });
  // Every row is in Austin, TX: a search for "Austin" finds them all, so the filters decide.
  const s = await call(search, { query: { q: "Austin", ...query } });
  expect(l.status).toBe(200);
  expect(s.status).toBe(200);
  expect(names(s.json)).toEqual(names(l.json));
  expect(s.headers.get("x-total-count")).toBe(l.headers.get("x-total-count"));
  return { names: names(l.json), total: l.headers.get("x-total-count") };
};

describe("detail filters on GET /api/programs and /api/programs/search", () => {
  it("filters by each one alone, with X-Total-Count following", async () => {
    expect(await both({})).toEqual({ names: ["Alpha", "Bravo", "Charlie", "Delta"], total: "4" });
    expect(await both({ telehealth: "true" })).toEqual({ names: ["Alpha", "Bravo"], total: "2" });
    expect(await both({ telehealth: "false" })).toEqual({ names: ["Alpha", "Bravo", "Charlie", "Delta"], total: "4" });
    expect(await both({ acceptingNewPatients: "true" })).toEqual({ names: ["Alpha", "Charlie"], total: "2" });
    expect(await both({ payment: "medicaid" })).toEqual({ names: ["Bravo"], total: "1" });
    expect(await both({ language: "Spanish" })).toEqual({ names: ["Alpha", "Charlie"], total: "2" });
    expect(await both({ service: "blood-lead-testing" })).toEqual({ names: ["Alpha"], total: "1" });
  });

  it("matches any of the repeated values of one parameter", async () => {
    expect(await both({ payment: ["medicaid", "medicare"] })).toEqual({ names: ["Bravo", "Charlie"], total: "2" });
    expect(await both({ language: ["Vietnamese", "English"] })).toEqual({ names: ["Alpha", "Bravo", "Charlie"], total: "3" });
    expect(await both({ service: ["iv-chelation", "oral-chelation"] })).toEqual({ names: ["Alpha", "Charlie"], total: "2" });
  });

  it("combines different parameters with AND", async () => {
    expect(await both({ telehealth: "true", language: "Spanish" })).toEqual({ names: ["Alpha"], total: "1" });
    expect(await both({ acceptingNewPatients: "true", payment: ["medicare", "hsa-fsa"], language: "Spanish" })).toEqual({ names: ["Alpha", "Charlie"], total: "2" });
    expect(await both({ telehealth: "true", acceptingNewPatients: "true", service: "urine-metals-testing" })).toEqual({ names: [], total: "0" });
    expect(await both({ telehealth: "true", state: "CA" })).toEqual({ names: [], total: "0" });
  });

  it("reads a language in any case as the list's name", async () => {
    expect(await both({ language: "spanish" })).toEqual({ names: ["Alpha", "Charlie"], total: "2" });
  });

  it("refuses unknown values with a 400 naming the parameter", async () => {
    for (const query of [{ payment: "bitcoin" }, { service: "detox-foot-bath" }, { telehealth: "yes" }, { acceptingNewPatients: "1" }, { language: "x".repeat(41) }]) {
      const res = await call(list, { query });
      expect(res.status).toBe(400);
      expect(res.json.issues[0].path.split(".")[0]).toBe(Object.keys(query)[0]);
      expect((await call(search, { query: { q: "Austin", ...query } })).status).toBe(400);
    }
  });

  it("answers every field in the program JSON, null or [] when not provided", async () => {
    const a = (await call(getOne, { params: { id: ids.Alpha! } })).json;
    expect(a).toMatchObject({ telehealth: true, acceptingNewPatients: true, paymentOptions: ["self-pay", "hsa-fsa"], languages: ["English", "Spanish"], services: ["blood-lead-testing", "iv-chelation"], hours: week });
    const d = (await call(getOne, { params: { id: ids.Delta! } })).json;
    expect(d).toMatchObject({ telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [], hours: null });
  });
});

const owner = {
  name: "Juniper Lead Clinic",
  phone: "(512) 555-0199",
  description: "Blood lead testing for children and adults.",
  website: "https://juniper.example",
  address: "1 Juniper Way",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};
const post = (body: unknown) => call(create, { body, headers: freshIp() });
const issue = (res: { json: { issues: { path: string; message: string }[] } }) => res.json.issues[0];

describe("writing the details (POST and PUT)", () => {
  it("POST stores them, deduplicated in the fixed lists' order, hours sorted; absent means not provided", async () => {
    const res = await post({
      ...owner,
      telehealth: true,
      acceptingNewPatients: false,
      paymentOptions: ["medicaid", "self-pay", "medicaid"],
      languages: ["spanish", "English", "Spanish", "Navajo"],
      services: ["pediatric-care", "blood-lead-testing"],
      hours: { mon: [["13:00", "17:00"], ["08:00", "12:00"]], sat: [["10:00", "14:00"]] },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      telehealth: true,
      acceptingNewPatients: false,
      paymentOptions: ["self-pay", "medicaid"],
      languages: ["Spanish", "English", "Navajo"],
      services: ["blood-lead-testing", "pediatric-care"],
      hours: { mon: [["08:00", "12:00"], ["13:00", "17:00"]], tue: [], wed: [], thu: [], fri: [], sat: [["10:00", "14:00"]], sun: [] },
    });
    const bare = await post({ ...owner, name: "Bare Clinic" });
    expect(bare.status).toBe(201);
    expect(bare.json).toMatchObject({ telehealth: null, acceptingNewPatients: null, paymentOptions: [], languages: [], services: [], hours: null });
  });

  it.each([
    ["an unknown payment option", { paymentOptions: ["bitcoin"] }, "paymentOptions.0", "Unknown payment option: bitcoin"],
    ["an unknown service", { services: ["foot-bath"] }, "services.0", "Unknown service: foot-bath"],
    ["a bad time", { hours: { mon: [["9am", "17:00"]] } }, "hours.mon.0", "Times must be HH:MM, from 00:00 to 23:59 (closing may be 24:00)"],
    ["a time past midnight", { hours: { tue: [["09:00", "24:30"]] } }, "hours.tue.0", "Times must be HH:MM, from 00:00 to 23:59 (closing may be 24:00)"],
    ["overlapping intervals", { hours: { wed: [["09:00", "13:00"], ["12:30", "17:00"]] } }, "hours.wed.1", "Opening hours on one day must not overlap"],
    ["closing before opening", { hours: { fri: [["17:00", "09:00"]] } }, "hours.fri.0", "Opening time must be before closing time"],
    ["closing at opening", { hours: { fri: [["09:00", "09:00"]] } }, "hours.fri.0", "Opening time must be before closing time"],
    ["an unknown weekday", { hours: { funday: [["09:00", "17:00"]] } }, "hours", "Hours must be an object of weekdays (mon to sun)"],
    ["too many languages", { languages: Array.from({ length: 21 }, (_, i) => `Language${"abcdefghijklmnopqrstu"[i]}`) }, "languages", "At most 20 languages"],
    ["a language that is not a name", { languages: ["<script>"] }, "languages.0", "Language names must be letters"],
    ["a yes/no that is not one", { telehealth: "yes" }, "telehealth", "telehealth must be true, false or null"],
  ])("POST refuses %s with a 400 on the field", async (_label, body, path, message) => {
    const res = await post({ ...owner, ...body });
    expect(res.status).toBe(400);
    expect(issue(res)).toMatchObject({ path, message: expect.stringContaining(message) });
  });

  it("PUT (admin) changes only what it is given; null clears back to not provided", async () => {
    const put = (body: unknown) => call(PUT, { method: "PUT", params: { id: ids.Bravo! }, headers: adminBearer, body });
    const res = await put({ acceptingNewPatients: true, services: ["exposure-assessment"], hours: { sun: [["10:00", "24:00"]] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ telehealth: true, acceptingNewPatients: true, paymentOptions: ["medicaid"], services: ["exposure-assessment"], hours: { sun: [["10:00", "24:00"]], mon: [] } });
    const cleared = await put({ telehealth: null, hours: null, languages: [] });
    expect(cleared.json).toMatchObject({ telehealth: null, hours: null, languages: [], acceptingNewPatients: true });
    const bad = await put({ hours: { mon: [["10:00", "09:00"]] }, paymentOptions: ["cash"] });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(["hours.mon.0", "paymentOptions.0"]);
    // Without the admin: 401, nothing changed.
    expect((await call(PUT, { method: "PUT", params: { id: ids.Bravo! }, body: { telehealth: false } })).status).toBe(401);
    expect((await call(getOne, { params: { id: ids.Bravo! } })).json.telehealth).toBeNull();
  });
});
