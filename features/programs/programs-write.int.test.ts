import { GET as getOne, PUT, DELETE } from "@/app/api/programs/[id]/route";
import { POST as create } from "@/app/api/programs/route";
import { verifyUploadToken } from "@/lib/session/upload-token";
import { adminBearer, call, freshIp } from "@/tests/support/api";
import { closeDb, countRows, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const valid = {
  name: "Maple Grove Environmental Health",
  phone: "(512) 555-0142",
  description: "Blood lead testing and physician-supervised chelation when indicated.",
  email: "info@maplegrove.example",
  website: "https://maplegrove.example",
  address: "1200 Congress Ave",
  city: "Austin",
  state: "Texas",
  zipCode: "78701",
  imageUrl: "",
  programTypes: ["Environmental Medicine"],
};

const post = (body: unknown) => call(create, { body, headers: freshIp() });

beforeEach(resetDb);
afterAll(closeDb);

describe("POST /api/programs", () => {
  it("creates a live, unverified program placed by its ZIP, with an upload token", async () => {
    const res = await post({ ...valid, id: "00000000-0000-0000-0000-000000000000", rating: 5, reviewCount: 99, isVerified: true, source: "npi", createdAt: "2000-01-01" });
    expect(res.status).toBe(201);
    const p = res.json;
    expect(p.state).toBe("TX");
    expect(p.id).not.toBe("00000000-0000-0000-0000-000000000000");
    expect(p).toMatchObject({ rating: 0, reviewCount: 0, isVerified: false, isActive: true, source: "owner", imageUrl: null, priceMin: null });
    expect(p.latitude).toBeCloseTo(30.27, 1);
    expect(p.longitude).toBeCloseTo(-97.74, 1);
    expect(new Date(p.createdAt).getFullYear()).toBeGreaterThan(2020);
    expect(await verifyUploadToken(p.uploadToken, p.id)).toBe(true);
    expect(await verifyUploadToken(p.uploadToken, "11111111-1111-1111-1111-111111111111")).toBe(false);
    const fetched = await call(getOne, { params: { id: p.id } });
    expect(fetched.json.name).toBe(valid.name);
  });

  it("makes the upload token expire after an hour", async () => {
    const { json } = await post(valid);
    expect(await verifyUploadToken(json.uploadToken, json.id, Date.now() + 59 * 60_000)).toBe(true);
    expect(await verifyUploadToken(json.uploadToken, json.id, Date.now() + 61 * 60_000)).toBe(false);
  });

  it.each([
    ["name", "", "Program name is required"],
    ["phone", "", "Phone number is required"],
    ["phone", "12345", "Please enter a phone number with at least 7 digits"],
    ["description", "   ", "Description is required"],
    ["website", "", "Website is required"],
    ["website", "javascript:alert(1)", "Please enter a website URL starting with http:// or https://"],
    ["address", "", "Street address is required"],
    ["city", "", "City is required"],
    ["state", "", "State is required"],
    ["state", "Atlantis", "Please choose a US state"],
    ["zipCode", "", "ZIP code is required"],
    ["zipCode", "1234", "Please enter a 5-digit ZIP code"],
    ["email", "not-an-email", "Please enter a valid email"],
    ["imageUrl", "ftp://x.example/a.png", "Image URL must be an http(s) URL"],
    ["programTypes", ["Astrology"], "Unknown program type"],
    ["name", "a".repeat(201), "Name must be at most 200 characters"],
    ["description", "a".repeat(5001), "Description must be at most 5000 characters"],
    ["city", "Aus\u0000tin", "Text must not contain NUL characters"],
  ])("refuses %s = %j with the message %j", async (field, value, message) => {
    const res = await post({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.json.issues).toContainEqual({ path: field === "programTypes" ? "programTypes.0" : field, message });
    expect((await countRows()).programs).toBe(0);
  });

  it("takes the District of Columbia as a state, placed by its ZIP (issue 53, item 9)", async () => {
    for (const state of ["DC", "District of Columbia"]) {
      const res = await post({ ...valid, city: "Washington", state, zipCode: "20005" });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ state: "DC", zipCode: "20005" });
      expect(res.json.latitude).toBeCloseTo(38.9, 1);
    }
  });

  it.each([
    ["Maryland", "20005", "ZIP 20005 is in DC, not Maryland"],
    ["DC", "20814", "ZIP 20814 is in Maryland, not DC"],
    ["TX", "10001-1234", "ZIP 10001 is in New York, not Texas"],
  ])("refuses state %j with ZIP %j: %j, as a field error of the ZIP", async (state, zipCode, message) => {
    const res = await post({ ...valid, state, zipCode });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, issues: [{ path: "zipCode", message }] });
    expect((await countRows()).programs).toBe(0);
  });

  it("accepts a ZIP the bundled data does not know (nothing to contradict)", async () => {
    expect((await post({ ...valid, zipCode: "00001" })).status).toBe(201);
  });

  it("accepts each length limit exactly", async () => {
    const res = await post({ ...valid, name: "a".repeat(200), description: "d".repeat(5000), city: "c".repeat(100), phone: "1234567" });
    expect(res.status).toBe(201);
  });

  it("refuses missing fields, malformed JSON and non-objects", async () => {
    expect((await post({})).status).toBe(400);
    const bad = await call(create, { rawBody: "{not json", headers: freshIp() });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ error: "Malformed JSON body" });
    expect((await call(create, { rawBody: "[1,2]", headers: freshIp() })).status).toBe(400);
    expect((await call(create, { rawBody: "null", headers: freshIp() })).status).toBe(400);
  });

  it("refuses a price given as text or boolean", async () => {
    expect((await post({ ...valid, priceMin: true })).status).toBe(400);
    expect((await post({ ...valid, priceMin: "" })).status).toBe(400);
    expect((await post({ ...valid, priceMin: -1 })).status).toBe(400);
    expect((await post({ ...valid, priceMin: 500, priceMax: 100 })).status).toBe(400);
    expect((await post({ ...valid, priceMin: "250" })).json.priceMin).toBe(250);
  });

  it("limits each client to 5 programs an hour, answering 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await call(create, { body: valid, headers: ip })).status).toBe(201);
    const res = await call(create, { body: valid, headers: ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(res.json.error).toMatch(/too many requests/i);
    expect((await call(create, { body: valid, headers: freshIp() })).status).toBe(201);
  });
});

describe("GET /api/programs/{id}", () => {
  it("answers 404 JSON for unknown, malformed and inactive ids", async () => {
    const [inactive] = await insertPrograms([programRow({ isActive: false })]);
    for (const id of ["5b1c3f8e-0000-4000-8000-000000000000", "not-a-uuid", "1 or 1=1", "", inactive!.id]) {
      const res = await call(getOne, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: "Program not found" });
    }
  });
});

describe("PUT and DELETE /api/programs/{id} (admin)", () => {
  it("updates fields, keeps derived ones, and moves coordinates with the ZIP", async () => {
    const [p] = await insertPrograms([programRow({ rating: 4.2, reviewCount: 3 })]);
    const res = await call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body: { name: "Renamed", zipCode: "10001", priceMin: "", rating: 1, reviewCount: 0 } });
    expect(res.status).toBe(400); // "" is not a price; empty means null
    const ok = await call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body: { name: "Renamed", zipCode: "10001", priceMin: null, priceMax: 900, rating: 1, reviewCount: 0 } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: "Renamed", zipCode: "10001", priceMin: null, priceMax: 900, rating: 4.2, reviewCount: 3 });
    expect(ok.json.latitude).toBeCloseTo(40.75, 1);
  });

  it("accepts coordinates as numbers or numeric strings, within range", async () => {
    const [p] = await insertPrograms([programRow()]);
    const put = (body: unknown) => call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body });
    expect((await put({ latitude: "45.5", longitude: -122.6 })).json).toMatchObject({ latitude: 45.5, longitude: -122.6 });
    expect((await put({ latitude: 90.0001 })).status).toBe(400);
    expect((await put({ longitude: "-180.5" })).status).toBe(400);
    expect((await put({ latitude: "" })).status).toBe(400);
    expect((await put({ latitude: true })).status).toBe(400);
    expect((await put({ priceMin: 1000, priceMax: 10 })).status).toBe(400);
    expect((await put({ imageUrl: "/demo/logo-1.svg" })).json.imageUrl).toBe("/demo/logo-1.svg");
    expect((await put({ imageUrl: "" })).json.imageUrl).toBeNull();
    expect((await put({ imageUrl: "//evil.example/x.png" })).status).toBe(400);
    expect((await put({ imageUrl: "javascript:alert(1)" })).status).toBe(400);
  });

  it("deletes, then 404s", async () => {
    const [p] = await insertPrograms([programRow()]);
    expect((await call(DELETE, { method: "DELETE", params: { id: p!.id }, headers: adminBearer })).status).toBe(204);
    expect((await call(DELETE, { method: "DELETE", params: { id: p!.id }, headers: adminBearer })).status).toBe(404);
    expect((await call(PUT, { method: "PUT", params: { id: p!.id }, headers: adminBearer, body: { name: "x" } })).status).toBe(404);
    expect((await call(PUT, { method: "PUT", params: { id: "nope" }, headers: adminBearer, body: { name: "x" } })).status).toBe(404);
  });
});
