import { eq } from "drizzle-orm";
import * as findRoute from "@/app/api/programs/find-websites/route";
import * as jobRoute from "@/app/api/admin/jobs/[id]/route";
import { detoxPrograms } from "@/db/schema";
import { env } from "@/lib/env";
import { findWebsites, findWebsitesInputSchema } from "@/features/jobs/find-websites";
import { candidateHosts, pageNamesProgram } from "@/features/jobs/website-match";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { html, huge, providerPage, redirect, slow, startFixture, type Fixture } from "@/tests/fixtures/sites/server";

let sites: Fixture;
let bystander: Fixture; // a loopback server NOT in the allowance: it must never see a connection

const blueRidge = providerPage({
  title: "Blue Ridge Detox Center | Asheville, NC",
  h1: "Welcome to Blue Ridge Detox Center",
  body: "<p>Heavy metal testing and supervised chelation.</p><p>Call <a href='tel:+18285550142'>(828) 555-0142</a></p>",
});
const harbor = providerPage({ title: "Home", siteName: "Harbor Wellness Clinic", body: "<p>Harbor Wellness Clinic serves Portland and the coast.</p>" });

beforeAll(async () => {
  bystander = await startFixture({}, html("should never be reached"));
  sites = await startFixture({
    "/blueridgedetox.com/": html(blueRidge),
    "/harborwellnessclinic.com/": html(harbor),
    // A different business on the slug domain, then the right name with neither phone nor city.
    "/cedarvalleychelation.com/": html(providerPage({ title: "Cedar Valley Roofing", body: "Roofing in Boise. Call 208-555-0199." })),
    "/cedar-valley-chelation.com/": html(providerPage({ title: "Cedar Valley Chelation", body: "A clinic in Denver. Call 303-555-0100." })),
    // Redirects into private address space: refused before any connection is made.
    "/loopback-trap.example/": redirect(`${bystander.base}/`),
    "/metadata-trap.example/": redirect("http://169.254.169.254/latest/meta-data/"),
    "/private-trap.example/": redirect("http://10.0.0.1/"),
    "/mapped-trap.example/": redirect(`http://[::ffff:127.0.0.1]:${new URL(bystander.base).port}/`),
    "/slowclinic.example/": slow(3000),
    "/bigclinic.example/": huge(2 * 1024 * 1024, "text/html"),
  });
  process.env.OUTSIDE_FETCH_ALLOW = sites.host;
});
afterAll(async () => {
  delete process.env.OUTSIDE_FETCH_ALLOW;
  env.WEBSITE_CANDIDATE_BASE_URL = undefined;
  await Promise.all([sites.close(), bystander.close()]);
  await closeDb();
});

async function seed() {
  await resetDb();
  return insertPrograms([
    programRow({ name: "Blue Ridge Detox Center", email: "info@blueridgedetox.com", phone: "828.555.0142", city: "Asheville", state: "NC", website: null }),
    programRow({ name: "Harbor Wellness Clinic", email: "harbor.wellness@gmail.com", phone: "(503) 555-0110", city: "Portland", state: "OR", website: "" }),
    programRow({ name: "Cedar Valley Chelation", email: null, phone: "(208) 555-0123", city: "Boise", state: "ID", website: null }),
    programRow({ name: "Loopback Trap", email: "a@loopback-trap.example", website: null }),
    programRow({ name: "Metadata Trap", email: "a@metadata-trap.example", website: null }),
    programRow({ name: "Private Trap", email: "a@private-trap.example", website: null }),
    programRow({ name: "Mapped Trap", email: "a@mapped-trap.example", website: null }),
    programRow({ name: "Slow Clinic", email: "a@slowclinic.example", website: null }),
    programRow({ name: "Big Clinic", email: "a@bigclinic.example", website: null }),
    programRow({ name: "Has A Site", website: "https://has-a-site.example/" }),
    programRow({ name: "Inactive Clinic", website: null, isActive: false }),
  ]);
}

const input = (over: Record<string, string> = {}) => findWebsitesInputSchema.parse({ limit: "50", ...over });
const websites = async () => Object.fromEntries((await (await getDb()).select().from(detoxPrograms)).map((p) => [p.name, p.website]));

describe("candidate sites and page checks", () => {
  it("tries the email domain first, never a free-mail domain, then the name with common TLDs", () => {
    const hosts = candidateHosts({ name: "Blue Ridge Detox Center", email: "info@BlueRidgeDetox.com" });
    expect(hosts[0]).toBe("blueridgedetox.com");
    expect(hosts).toEqual(expect.arrayContaining(["blueridgedetoxcenter.com", "blueridgedetoxcenter.org", "blue-ridge-detox-center.health", "blueridgedetoxcenter.clinic"]));
    for (const mail of ["x@gmail.com", "x@yahoo.com", "x@outlook.com", "x@aol.com", "x@icloud.com", "x@hotmail.com"]) {
      expect(candidateHosts({ name: "Acme Clinic", email: mail })[0]).toBe("acmeclinic.com");
    }
  });

  it("accepts a page only when it names the program and shows its phone or city", () => {
    const program = { name: "Blue Ridge Detox Center", phone: "(828) 555-0142", city: "Asheville" };
    expect(pageNamesProgram(blueRidge, program).ok).toBe(true);
    expect(pageNamesProgram(providerPage({ title: "Blue Ridge Detox Center", body: "Call 828-555-0142" }), { ...program, city: "Nowhere" })).toEqual({ ok: true, reason: "name and phone" });
    expect(pageNamesProgram(providerPage({ title: "Blue Ridge Detox Center", body: "Serving Denver" }), { ...program, city: "Nowhere" }).ok).toBe(false);
    expect(pageNamesProgram(providerPage({ title: "Blue Ridge Roofing", body: "Asheville 828-555-0142" }), program).ok).toBe(false);
    // Text inside scripts does not count.
    expect(pageNamesProgram(`<title>Domain for sale</title><script>"Blue Ridge Detox Center Asheville"</script>`, program).ok).toBe(false);
  });
});

describe("findWebsites against local fixture sites", () => {
  it("finds the two real sites, saves them, and refuses traps, slow and oversized answers", async () => {
    await seed();
    const started = Date.now();
    const result = await findWebsites(input({ maxConcurrent: "3" }), { candidateBase: sites.base, timeoutMs: 800 });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result).toMatchObject({ dryRun: false, checked: 9, found: 2, updated: 2, notFound: 7 });
    const saved = await websites();
    expect(saved["Blue Ridge Detox Center"]).toBe(`${sites.base}/blueridgedetox.com/`);
    expect(saved["Harbor Wellness Clinic"]).toBe(`${sites.base}/harborwellnessclinic.com/`);
    expect(saved["Cedar Valley Chelation"]).toBeNull();
    expect(saved["Has A Site"]).toBe("https://has-a-site.example/");
    expect(saved["Inactive Clinic"]).toBeNull();

    const note = (name: string) => result.results.find((r) => r.name === name)!.note;
    for (const trap of ["Loopback Trap", "Metadata Trap", "Private Trap", "Mapped Trap"]) expect(note(trap)).toContain("blocked-address");
    expect(note("Slow Clinic")).toContain("slowclinic.example: timeout");
    expect(note("Big Clinic")).toContain("bigclinic.example: too-large");
    expect(note("Cedar Valley Chelation")).toContain("does not name the program");
    expect(note("Cedar Valley Chelation")).toContain("not its phone or city");
    // Nothing reached the loopback server outside the allowance, and no free-mail domain was tried.
    expect(bystander.connections).toBe(0);
    expect(sites.requests.some((r) => r.startsWith("/gmail.com"))).toBe(false);
    expect(sites.peak).toBeLessThanOrEqual(3);
  });

  it("a dry run reports the same finds and writes nothing", async () => {
    await seed();
    const before = await websites();
    const result = await findWebsites(input({ dryRun: "true" }), { candidateBase: sites.base, timeoutMs: 800 });
    expect(result).toMatchObject({ dryRun: true, found: 2, updated: 0 });
    expect(result.results.find((r) => r.name === "Blue Ridge Detox Center")!.website).toBe(`${sites.base}/blueridgedetox.com/`);
    expect(await websites()).toEqual(before);
  });

  it("keeps to the concurrency cap and the limit", async () => {
    await seed();
    sites.peak = 0;
    const result = await findWebsites(input({ limit: "4", maxConcurrent: "1", dryRun: "true" }), { candidateBase: sites.base, timeoutMs: 800 });
    expect(result.checked).toBe(4);
    expect(sites.peak).toBe(1);
  });
});

describe("POST /api/programs/find-websites", () => {
  it("is admin-only and validates its query", async () => {
    expect((await call(findRoute.POST, { method: "POST", query: { limit: "5" } })).status).toBe(401);
    for (const query of [{ limit: "0" }, { limit: "201" }, { maxConcurrent: "11" }, { dryRun: "maybe" }, { limit: "five" }]) {
      expect((await call(findRoute.POST, { method: "POST", query, headers: adminBearer })).status).toBe(400);
    }
  });

  it("answers found and updated, and records progress a poller can read", async () => {
    await resetDb();
    await insertPrograms([
      programRow({ name: "Blue Ridge Detox Center", email: "info@blueridgedetox.com", phone: "828.555.0142", city: "Asheville", website: null }),
      programRow({ name: "Harbor Wellness Clinic", email: null, phone: "(503) 555-0110", city: "Portland", website: null }),
      programRow({ name: "Nowhere Clinic", email: null, city: "Nowhere", website: null }),
    ]);
    env.WEBSITE_CANDIDATE_BASE_URL = sites.base;
    const res = await call(findRoute.POST, { method: "POST", query: { limit: "20", maxConcurrent: "2" }, headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ found: 2, updated: 2, checked: 3, dryRun: false });
    const job = await call(jobRoute.GET, { params: { id: res.json.jobId } });
    expect(job.status).toBe(401);
    const polled = await call(jobRoute.GET, { params: { id: res.json.jobId }, headers: adminBearer });
    expect(polled.json).toMatchObject({ kind: "find-websites", status: "done", total: 3, done: 3, result: { found: 2, updated: 2 } });

    // async=true answers at once; the run finishes in the background and the poller sees it.
    await resetDb();
    await insertPrograms([programRow({ name: "Blue Ridge Detox Center", email: "info@blueridgedetox.com", phone: "828.555.0142", city: "Asheville", website: null })]);
    const started = await call(findRoute.POST, { method: "POST", query: { async: "true", dryRun: "true" }, headers: adminBearer });
    expect(started.status).toBe(202);
    let state;
    for (let i = 0; i < 50; i++) {
      state = (await call(jobRoute.GET, { params: { id: started.json.jobId }, headers: adminBearer })).json;
      if (state.status === "done") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toMatchObject({ status: "done", total: 1, done: 1, result: { found: 1, updated: 0, dryRun: true } });
    expect((await call(jobRoute.GET, { params: { id: "not-a-uuid" }, headers: adminBearer })).status).toBe(404);
  });
});

it("leaves a website an admin set meanwhile alone", async () => {
  await resetDb();
  const [program] = await insertPrograms([programRow({ name: "Blue Ridge Detox Center", email: "info@blueridgedetox.com", phone: "828.555.0142", city: "Asheville", website: null })]);
  const db = await getDb();
  const result = await findWebsites(input(), {
    candidateBase: sites.base,
    onStart: async () => {
      await db.update(detoxPrograms).set({ website: "https://set-by-admin.example/" }).where(eq(detoxPrograms.id, program!.id));
    },
  });
  expect(result).toMatchObject({ found: 0, updated: 0 });
  expect((await websites())["Blue Ridge Detox Center"]).toBe("https://set-by-admin.example/");
});
