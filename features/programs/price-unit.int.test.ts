import { sql } from "drizzle-orm";
import { GET as getOne, PUT } from "@/app/api/programs/[id]/route";
import { GET as list, POST as create } from "@/app/api/programs/route";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, countRows, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

// What a listing's price covers (issue 49, item 7): `priceUnit`, one of a fixed list, or null when not said.

const valid = {
  name: "Maple Grove Environmental Health",
  phone: "(512) 555-0142",
  description: "Blood lead testing and physician-supervised chelation when indicated.",
  website: "https://maplegrove.example",
  address: "1200 Congress Ave",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};
const MESSAGE = "Price unit must be one of: visit, test, session, course, month (or null when not given)";

const post = (body: unknown) => call(create, { body, headers: freshIp() });

beforeEach(resetDb);
afterAll(closeDb);

describe("priceUnit in the program API", () => {
  it("is created with the prices, read back by GET one and the list, and null when not given", async () => {
    const res = await post({ ...valid, priceMin: 150, priceMax: 400, priceUnit: "visit" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ priceMin: 150, priceMax: 400, priceUnit: "visit" });
    expect((await call(getOne, { params: { id: res.json.id } })).json.priceUnit).toBe("visit");
    const listed = await call(list, { path: "/api/programs" });
    expect(listed.json.find((p: { id: string }) => p.id === res.json.id).priceUnit).toBe("visit");

    const plain = await post({ ...valid, name: "Another Clinic", address: "1 Other St" });
    expect(plain.status).toBe(201);
    expect(plain.json.priceUnit).toBeNull();
  });

  it("is changed, kept by a PUT that leaves it out, and cleared with null or an empty string", async () => {
    const [p] = await insertPrograms([programRow({ priceMin: 200, priceUnit: "test" })]);
    const put = (body: unknown) => call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body });
    expect((await put({ priceUnit: "course" })).json).toMatchObject({ priceUnit: "course", priceMin: 200 });
    expect((await put({ name: "Renamed Clinic" })).json.priceUnit).toBe("course");
    expect((await put({ priceUnit: null })).json.priceUnit).toBeNull();
    await put({ priceUnit: "month" });
    expect((await put({ priceUnit: "" })).json.priceUnit).toBeNull();
  });

  it.each([["per visit"], ["Visit"], ["year"], [5], [true], [["visit"]], [{ unit: "visit" }], ["visit'; drop table detox_programs; --"]])(
    "refuses %j with a 400 that names the allowed values, and changes nothing",
    async (value) => {
      const [p] = await insertPrograms([programRow({ priceMin: 200, priceUnit: "test" })]);
      const res = await call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body: { priceUnit: value } });
      expect(res.status).toBe(400);
      expect(res.json.issues).toEqual([{ path: "priceUnit", message: MESSAGE }]);
      expect((await call(getOne, { params: { id: p!.id } })).json.priceUnit).toBe("test");

      const created = await post({ ...valid, priceUnit: value });
      expect(created.status).toBe(400);
      expect(created.json.issues).toContainEqual({ path: "priceUnit", message: MESSAGE });
      expect((await countRows()).programs).toBe(1);
    },
  );

  it("is held to the list by the database too", async () => {
    const [p] = await insertPrograms([programRow()]);
    const db = await getDb();
    await expect(db.execute(sql`update detox_programs set price_unit = 'year' where id = ${p!.id}`)).rejects.toThrow();
    await db.execute(sql`update detox_programs set price_unit = 'session' where id = ${p!.id}`);
    expect((await call(getOne, { params: { id: p!.id } })).json.priceUnit).toBe("session");
  });
});
