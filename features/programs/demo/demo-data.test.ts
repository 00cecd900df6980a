import { z } from "@/lib/validation/zod";
import { providerDetailUpdateFields } from "@/features/programs/details-schema";
/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import zipcodes from "zipcodes";
import { allocateStates, DEMO_REFERENCE_DATE, generateDemoPrograms, type DemoProgram } from "./data";
import { LIMITS } from "@/db/limits";
import { isValidNpi } from "@/lib/npi/check-digit";
import { SPECIALTIES, specialtiesOf } from "@/features/programs/specialties";
import { PROGRAM_TYPES } from "@/features/programs/program-types";
import { US_STATES } from "@/lib/us-states";

const programs = generateDemoPrograms(300);
const REF = DEMO_REFERENCE_DATE.getTime();

describe("generateDemoPrograms", () => {
  it("gives a share of the programs with an NPI the specialties people filter on, and none to programs without one", () => {
    const programs = generateDemoPrograms(1_000, 3, { withReviews: false });
    const withNpi = programs.filter((p) => p.npiNumber);
    expect(programs.filter((p) => !p.npiNumber).every((p) => p.npiTaxonomies === undefined)).toBe(true);
    for (const s of SPECIALTIES) {
      const share = withNpi.filter((p) => specialtiesOf(p.npiTaxonomies).includes(s)).length / withNpi.length;
      expect({ s, between: share > 0.1 && share < 0.6 }).toEqual({ s, between: true });
    }
    expect(withNpi.some((p) => specialtiesOf(p.npiTaxonomies).length === 0)).toBe(true); // a naturopath, say
    // Deterministic, like the rest.
    expect(generateDemoPrograms(1_000, 3, { withReviews: false }).map((p) => p.npiTaxonomies)).toEqual(programs.map((p) => p.npiTaxonomies));
  });

  it("gives verified programs valid, distinct NPIs past 11,364 programs too (bench --count 100000)", () => {
    const npis = generateDemoPrograms(12_000, 1, { withReviews: false }).flatMap((p) => (p.npiNumber ? [p.npiNumber] : []));
    expect(npis.length).toBeGreaterThan(100);
    expect(npis.filter((n) => !isValidNpi(n))).toEqual([]);
    expect(new Set(npis).size).toBe(npis.length);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(JSON.stringify(generateDemoPrograms(300))).toBe(JSON.stringify(programs));
    expect(JSON.stringify(generateDemoPrograms(300, 2))).not.toBe(JSON.stringify(programs));
  });

  it("returns the requested count with unique source ids", () => {
    expect(programs).toHaveLength(300);
    expect(new Set(programs.map((p) => p.sourceId)).size).toBe(300);
    for (const p of programs) {
      expect(p.source).toBe("demo");
      expect(p.sourceId).toMatch(/^demo-\d+$/);
      expect(p.isActive).toBe(true);
      expect(p).not.toHaveProperty("rating");
      expect(p).not.toHaveProperty("reviewCount");
    }
  });

  it("covers all 50 states and DC with at least 3 programs each, more in bigger states", () => {
    const byState = new Map<string, number>();
    for (const p of programs) byState.set(p.state, (byState.get(p.state) ?? 0) + 1);
    expect(byState.size).toBe(51);
    for (const { code } of US_STATES) expect(byState.get(code) ?? 0).toBeGreaterThanOrEqual(3);
    expect(byState.get("CA")!).toBeGreaterThan(byState.get("WY")!);
    expect(allocateStates(10_000)).toHaveLength(10_000);
  });

  it("keeps every string within its column limit", () => {
    const fields = ["name", "description", "address", "city", "state", "zipCode", "phone", "email", "website", "imageUrl", "source", "sourceId"] as const;
    const limit: Record<(typeof fields)[number], number> = { ...LIMITS, website: LIMITS.url, imageUrl: LIMITS.url };
    for (const p of programs) {
      for (const f of fields) {
        const v = p[f];
        if (v === null || v === undefined) continue;
        expect(typeof v).toBe("string");
        expect((v as string).length).toBeLessThanOrEqual(limit[f]);
      }
      expect(p.name.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(50);
      for (const label of [...p.programTypes, ...p.certifications]) expect(label.length).toBeLessThanOrEqual(LIMITS.label);
    }
  });

  it("places programs at real ZIP coordinates with a small jitter", () => {
    for (const p of programs) {
      const zip = zipcodes.lookup(p.zipCode);
      expect(zip).toBeDefined();
      expect(zip!.state).toBe(p.state);
      expect(zip!.city).toBe(p.city);
      expect(Math.abs(p.latitude - zip!.latitude)).toBeLessThan(0.02);
      expect(Math.abs(p.longitude - zip!.longitude)).toBeLessThan(0.02);
      expect(p.latitude).toBeGreaterThanOrEqual(18);
      expect(p.latitude).toBeLessThanOrEqual(72);
      expect(p.longitude).toBeGreaterThanOrEqual(-180);
      expect(p.longitude).toBeLessThanOrEqual(-66);
    }
  });

  it("uses fictional contact details and valid types, certifications and prices", () => {
    let badPhones = 0;
    for (const p of programs) {
      if (/^\(\d{3}\) 555-01\d\d$/.test(p.phone)) {
        // reserved fictional range
      } else {
        expect(["", "n/a"]).toContain(p.phone);
        badPhones++;
      }
      if (p.email) expect(p.email).toMatch(/^info@[a-z0-9-]+\.example$/);
      if (p.website) expect(p.website).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      if (p.imageUrl) expect(p.imageUrl).toMatch(/^\/demo\/logo-([1-9]|1[0-2])\.svg$/);
      expect(p.programTypes.length).toBeGreaterThanOrEqual(1);
      expect(p.programTypes.length).toBeLessThanOrEqual(4);
      expect(new Set(p.programTypes).size).toBe(p.programTypes.length);
      for (const t of p.programTypes) expect(PROGRAM_TYPES as readonly string[]).toContain(t);
      expect(p.certifications.length).toBeLessThanOrEqual(3);
      for (const price of [p.priceMin, p.priceMax]) {
        if (price != null) expect(Number.isInteger(price) && price >= 100 && price <= 5000).toBe(true);
      }
      if (p.priceMin != null && p.priceMax != null) expect(p.priceMin).toBeLessThan(p.priceMax);
      expect(p.createdAt.getTime()).toBeLessThan(REF);
      expect(p.updatedAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
    }
    expect(badPhones).toBeGreaterThan(0);
    expect(badPhones).toBeLessThan(40);
  });

  it("writes in a calm voice, without hype words", () => {
    // Prose only: "Flushing, NY" is a real city name.
    const prose = programs.flatMap((p) => [
      p.name,
      p.description,
      ...p.reviews.flatMap((r) => [r.title, r.comment]),
      ...p.practitioners.flatMap((pr) => [pr.bio, pr.pricingNote ?? "", JSON.stringify(pr.contentSections ?? {})]),
    ]);
    const hype = /\b(miracle|flush(?!ing\b)|cleanse|cures?|cured|toxins|guarantee)/i;
    expect(prose.filter((t) => hype.test(t))).toEqual([]);
  });

  it("gives practitioners unique slugs and sensible fields", () => {
    const all = programs.flatMap((p) => p.practitioners);
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    const big = generateDemoPrograms(2000, 1, { withReviews: false }).flatMap((p) => p.practitioners);
    expect(new Set(big.map((p) => p.slug)).size).toBe(big.length);
    for (const pr of all) {
      expect(pr.slug).toMatch(/^[a-z0-9-]+$/);
      expect(pr.slug.length).toBeLessThanOrEqual(150);
      expect(pr.fullName.length).toBeLessThanOrEqual(100);
      expect(pr.bio.length).toBeGreaterThanOrEqual(100);
      expect(pr.bio.length).toBeLessThanOrEqual(2000);
      expect(pr.credentials.length).toBeGreaterThan(0);
      expect(pr.languages).toContain("English");
      expect(["published", "draft"]).toContain(pr.editorialStatus);
      if (pr.pricingNote) expect(pr.pricingNote.length).toBeLessThanOrEqual(500);
    }
    expect(all.some((p) => p.editorialStatus === "draft")).toBe(true);
    expect(all.filter((p) => p.editorialStatus === "published").length).toBeGreaterThan(all.length / 2);
    for (const p of programs) expect(p.practitioners.length).toBeLessThanOrEqual(2);
  });

  it("writes reviews within the server's limits, mostly published and mostly positive", () => {
    const all = programs.flatMap((p: DemoProgram) => p.reviews.map((r) => ({ r, p })));
    expect(programs.filter((p) => p.reviews.length === 0).length).toBeGreaterThan(10);
    for (const p of programs) expect(p.reviews.length).toBeLessThanOrEqual(8);
    for (const { r, p } of all) {
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(r.title.length).toBeGreaterThanOrEqual(5);
      expect(r.title.length).toBeLessThanOrEqual(100);
      expect(r.comment.length).toBeGreaterThanOrEqual(10);
      expect(r.comment.length).toBeLessThanOrEqual(1000);
      expect(r.userName.length).toBeGreaterThanOrEqual(2);
      expect(r.userName.length).toBeLessThanOrEqual(50);
      expect(r.userEmail).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(REF);
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(REF - 731 * 86_400_000);
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
    }
    const pending = all.filter(({ r }) => !r.isPublished).length;
    expect(pending).toBeGreaterThan(0);
    expect(pending / all.length).toBeLessThan(0.2);
    const high = all.filter(({ r }) => r.rating >= 4).length;
    expect(high / all.length).toBeGreaterThan(0.6);
  });

  // Speed is measured by `npm run bench` (which seeds 10,000), not by a timed test.
  it("builds 10,000 programs, and leaves programs unchanged without reviews", () => {
    const big = generateDemoPrograms(10_000);
    expect(big).toHaveLength(10_000);
    const lean = generateDemoPrograms(300, 1, { withReviews: false });
    expect(lean.every((p) => p.reviews.length === 0)).toBe(true);
    expect(lean.map((p) => ({ ...p, reviews: [] }))).toEqual(programs.map((p) => ({ ...p, reviews: [] })));
  });
});

describe("demo provider details", () => {
  const programs = generateDemoPrograms(300, 1, { withReviews: false });
  it("are valid by the shared program schema, varied, with some unknowns", () => {
    const schema = z.object(providerDetailUpdateFields);
    for (const p of programs) {
      const picked = { telehealth: p.telehealth ?? null, acceptingNewPatients: p.acceptingNewPatients ?? null, paymentOptions: p.paymentOptions, languages: p.languages, services: p.services, hours: p.hours ?? null };
      expect(schema.parse(picked)).toEqual(picked);
    }
    const share = (f: (p: DemoProgram) => boolean) => programs.filter(f).length / programs.length;
    expect(share((p) => p.hours == null)).toBeGreaterThan(0.05);
    expect(share((p) => p.acceptingNewPatients == null)).toBeGreaterThan(0.05);
    expect(share((p) => p.telehealth === true)).toBeGreaterThan(0.2);
    expect(share((p) => (p.languages ?? []).includes("Spanish"))).toBeGreaterThan(0.05);
    expect(new Set(programs.flatMap((p) => p.services ?? [])).size).toBe(7);
    expect(new Set(programs.flatMap((p) => p.paymentOptions ?? [])).size).toBe(6);
  });
});

describe("demo logos", () => {
  // Issue 30, item 10: a logo shared by many demo listings must not show letters ("NV" on a New York practice).
  it("carry no text, so no listing shows someone else's initials", () => {
    const dir = path.resolve(__dirname, "../../../public/demo");
    const logos = readdirSync(dir).filter((f) => /^logo-\d+\.svg$/.test(f));
    expect(logos).toHaveLength(12);
    for (const f of logos) expect({ f, text: /<text\b/.test(readFileSync(`${dir}/${f}`, "utf8")) }).toEqual({ f, text: false });
  });
});
