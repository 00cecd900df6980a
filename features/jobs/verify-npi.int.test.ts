import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { POST as verifyRoute } from "@/app/api/admin/verify-npi/route";
import { GET as jobStatus } from "@/app/api/admin/jobs/[id]/route";
import { GET as reportsRoute } from "@/app/api/admin/reports/route";
import { detoxPrograms } from "@/db/schema";
import { nameMatches } from "@/features/jobs/verify-npi";
import { npiCheckDigit } from "@/lib/npi/check-digit";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";
import { setEnv } from "@/tests/support/env";

// A local stand-in for the NPPES NPI Registry API (version 2.1, lookup by `number`), in the recorded
// answer shape of tests/fixtures/import/npi-naturopath-tx.json. Nothing leaves the machine.
const npi = (base: string) => `${base}${npiCheckDigit(base)}`;
const N = {
  match: npi("190000001"),
  person: npi("190000002"),
  nameMismatch: npi("190000003"),
  stateMismatch: npi("190000004"),
  deactivated: npi("190000005"),
  notFound: npi("190000006"),
  flaky: npi("190000007"),
  down: npi("190000008"),
};
const org = (number: string, name: string, state: string, status = "A") => ({
  number,
  enumeration_type: "NPI-2",
  basic: { organization_name: name, status, enumeration_date: "2010-01-01", last_updated: "2024-01-01" },
  addresses: [
    { address_purpose: "MAILING", state: "NY" },
    { address_purpose: "LOCATION", state },
  ],
});
// NUCC taxonomies as NPPES v2.1 sends them (code, desc, primary, state, license, taxonomy_group).
const tax = (code: string, desc: string, primary: boolean) => ({ code, taxonomy_group: "", desc, state: "TX", license: "Q12345", primary });
const RECORDS: Record<string, unknown> = {
  [N.match]: { ...org(N.match, "CALM WATERS CLINIC, LLC", "TX"), taxonomies: [tax("2083X0100X", "Preventive Medicine, Occupational Medicine", true)] },
  [N.person]: {
    number: N.person,
    enumeration_type: "NPI-1",
    basic: { first_name: "JANE", last_name: "EXAMPLE", credential: "N.D.", status: "A" },
    addresses: [{ address_purpose: "LOCATION", state: "TX" }],
    taxonomies: [tax("208000000X", "Pediatrics", false), tax("2080T0002X", "Pediatrics, Medical Toxicology", true), tax("not-a-code", "Broken", false)],
  },
  [N.nameMismatch]: org(N.nameMismatch, "SUNRISE DENTAL GROUP", "TX"),
  [N.stateMismatch]: org(N.stateMismatch, "NORTH STAR WELLNESS", "OK"),
  [N.deactivated]: { ...org(N.deactivated, "OLD MILL DETOX", "TX", "D"), basic: { organization_name: "OLD MILL DETOX", status: "D", deactivation_date: "2025-06-30" } },
  [N.flaky]: org(N.flaky, "STEADY HEALTH", "TX"),
  [N.down]: org(N.down, "QUIET HOUR CLINIC", "TX"),
};
jest.setTimeout(120_000);
let failures: Record<string, number> = {};
const seen: string[] = [];
let server: http.Server;
let restoreEnv: () => void;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://x");
    const number = url.searchParams.get("number") ?? "";
    seen.push(number);
    if ((failures[number] ?? 0) > 0) {
      failures[number]!--;
      res.writeHead(503, { "content-type": "text/plain" }).end("unavailable");
      return;
    }
    const rec = RECORDS[number];
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rec ? { result_count: 1, results: [rec] } : { result_count: 0, results: [] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  restoreEnv = setEnv({ OUTSIDE_FETCH_ALLOW: `127.0.0.1:${port}`, NPI_API_BASE_URL: `http://127.0.0.1:${port}/api/`, IMPORT_MAX_RETRIES: "2", IMPORT_MAX_RETRY_WAIT_MS: "50" });
});
afterAll(async () => {
  restoreEnv();
  await new Promise((r) => server.close(r));
  await closeDb();
});

const was = { isVerified: true, verifiedAt: new Date("2025-01-01T00:00:00Z"), verificationMethod: "admin" as const };
// Taxonomies read before: a refresh replaces them, a failed check removes them, an unreachable registry keeps them.
const stale = { npiTaxonomies: [{ code: "207PT0002X", label: "Emergency Medicine, Medical Toxicology", primary: true }] };
let ids: Record<string, string> = {};
beforeEach(async () => {
  await resetDb();
  failures = {};
  seen.length = 0;
  const rows = await insertPrograms([
    programRow({ name: "Calm Waters Clinic", state: "TX", npiNumber: N.match, ...stale }),
    programRow({ name: "Dr. Jane Example Naturopathy", state: "TX", npiNumber: N.person }),
    programRow({ name: "Bright Path Detox", state: "TX", npiNumber: N.nameMismatch, ...was, ...stale }),
    programRow({ name: "North Star Wellness", state: "TX", npiNumber: N.stateMismatch, ...was }),
    programRow({ name: "Old Mill Detox", state: "TX", npiNumber: N.deactivated, ...was }),
    programRow({ name: "Ghost Clinic", state: "TX", npiNumber: N.notFound }),
    programRow({ name: "Steady Health", state: "TX", npiNumber: N.flaky }),
    programRow({ name: "Quiet Hour Clinic", state: "TX", npiNumber: N.down, ...was, ...stale }),
    programRow({ name: "No Number Clinic", state: "TX" }),
  ]);
  ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});

async function program(name: string) {
  const db = await getDb();
  const [row] = await db.select().from(detoxPrograms).where(eq(detoxPrograms.id, ids[name]!));
  return row!;
}

describe("POST /api/admin/verify-npi", () => {
  it("is admin-only and validates its input", async () => {
    expect((await call(verifyRoute, { method: "POST" })).status).toBe(401);
    expect((await call(verifyRoute, { method: "POST", headers: adminBearer, query: { limit: "0" } })).status).toBe(400);
    expect((await call(verifyRoute, { method: "POST", headers: adminBearer, query: { dryRun: "maybe" } })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("verifies matches, removes failed verifications with a report, retries server errors, and leaves unreachable ones alone", async () => {
    failures[N.flaky] = 1; // one 503, then an answer: retried
    failures[N.down] = 10; // more 503s than retries: nothing changes
    const before = Date.now();
    const res = await call(verifyRoute, { method: "POST", headers: adminBearer });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ dryRun: false, checked: 8, verified: 3, unverified: 4, errors: 1 });
    const outcome = Object.fromEntries((res.json.results as { name: string; outcome: string }[]).map((r) => [r.name, r.outcome]));
    expect(outcome).toEqual({
      "Calm Waters Clinic": "verified",
      "Dr. Jane Example Naturopathy": "verified",
      "Steady Health": "verified",
      "Bright Path Detox": "mismatch",
      "North Star Wellness": "mismatch",
      "Old Mill Detox": "deactivated",
      "Ghost Clinic": "not-found",
      "Quiet Hour Clinic": "error",
    });
    // No number, no call; the flaky one was asked twice, the one that stays down 1 + 2 retries.
    expect(seen.filter((n) => n === N.flaky)).toHaveLength(2);
    expect(seen.filter((n) => n === N.down)).toHaveLength(3);

    const ok = await program("Calm Waters Clinic");
    expect(ok).toMatchObject({ isVerified: true, verificationMethod: "npi" });
    expect(ok.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    for (const name of ["Bright Path Detox", "North Star Wellness", "Old Mill Detox", "Ghost Clinic"]) {
      expect(await program(name)).toMatchObject({ isVerified: false, verifiedAt: null, verificationMethod: null });
    }
    expect(await program("Quiet Hour Clinic")).toMatchObject({ isVerified: true, verificationMethod: "admin" });

    // Specialties: refreshed from the record on a match (malformed codes dropped), removed when the number is not
    // this listing's, kept while the registry cannot be reached.
    expect(ok.npiTaxonomies).toEqual([{ code: "2083X0100X", label: "Preventive Medicine, Occupational Medicine", primary: true }]);
    expect((await program("Dr. Jane Example Naturopathy")).npiTaxonomies).toEqual([
      { code: "208000000X", label: "Pediatrics", primary: false },
      { code: "2080T0002X", label: "Pediatrics, Medical Toxicology", primary: true },
    ]);
    expect((await program("Bright Path Detox")).npiTaxonomies).toEqual([]);
    expect((await program("Quiet Hour Clinic")).npiTaxonomies).toEqual(stale.npiTaxonomies);

    const reports = (await call(reportsRoute, { headers: adminBearer })).json as { programName: string; reason: string; details: string; email: string | null }[];
    const byName = Object.fromEntries(reports.map((r) => [r.programName, r]));
    expect(Object.keys(byName).sort()).toEqual(["Bright Path Detox", "Ghost Clinic", "North Star Wellness", "Old Mill Detox"]);
    expect(reports.every((r) => r.reason === "other" && r.email === null)).toBe(true);
    expect(byName["Bright Path Detox"]!.details).toContain('name: the registry says "SUNRISE DENTAL GROUP"');
    expect(byName["North Star Wellness"]!.details).toContain("state: the registry says OK, the listing says TX");
    expect(byName["North Star Wellness"]!.details).not.toContain("name:");
    expect(byName["Old Mill Detox"]!.details).toContain("not active (deactivated 2025-06-30)");
    expect(byName["Ghost Clinic"]!.details).toContain("no record");

    // A second run opens no second report for the same finding.
    await call(verifyRoute, { method: "POST", headers: adminBearer });
    expect((await call(reportsRoute, { headers: adminBearer })).json).toHaveLength(4);
  });

  it("saves nothing in a dry run, and runs async with progress in job_runs", async () => {
    const dry = await call(verifyRoute, { method: "POST", headers: adminBearer, query: { dryRun: "true", limit: "3" } });
    expect(dry.json).toMatchObject({ dryRun: true, checked: 3 });
    expect(await program("Calm Waters Clinic")).toMatchObject({ isVerified: false, ...stale });
    expect(await program("Bright Path Detox")).toMatchObject({ isVerified: true });
    expect((await call(reportsRoute, { headers: adminBearer })).json).toEqual([]);

    const started = await call(verifyRoute, { method: "POST", headers: adminBearer, query: { async: "true" } });
    expect(started.status).toBe(202);
    let job: { status: string; total: number; done: number; result?: { verified: number } } = { status: "queued", total: 0, done: 0 };
    for (let i = 0; i < 100 && job.status !== "done"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(jobStatus, { headers: adminBearer, params: { id: started.json.jobId } })).json;
    }
    expect(job).toMatchObject({ status: "done", total: 8, done: 8, kind: "verify-npi" });
    // No failures queued this time: the two that failed before now answer and match.
    expect(job.result!.verified).toBe(4);
  });
});

describe("the name check", () => {
  it("matches organisations as the duplicate finder normalises them, and individuals by last name and first initial", () => {
    const o = (name: string) => ({ basic: { organization_name: name } });
    expect(nameMatches(o("CALM WATERS CLINIC, LLC"), "Calm Waters Clinic").ok).toBe(true);
    expect(nameMatches(o("CALM WATERS"), "Calm Waters Clinic of Austin").ok).toBe(true);
    expect(nameMatches(o("CALM WATERS CLINIC"), "Calm Watersong Clinic").ok).toBe(false);
    const p = { basic: { first_name: "JANE", last_name: "EXAMPLE" } };
    expect(nameMatches(p, "Jane Example, ND").ok).toBe(true);
    expect(nameMatches(p, "J. Example Naturopathy").ok).toBe(true);
    expect(nameMatches(p, "Mark Example Clinic").ok).toBe(false);
    expect(nameMatches(p, "Jane Examples").ok).toBe(false);
  });
});
