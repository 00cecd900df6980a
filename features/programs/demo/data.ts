import type { NewProgramRow, practitioners } from "@/db/schema";
import { zipsInState } from "@/lib/geo/zip-table";
import { PROGRAM_TYPES } from "@/features/programs/program-types";
import { inListOrder, LANGUAGES, PAYMENT_OPTIONS, SERVICES } from "@/features/programs/details";
import type { Interval, Weekday, WeeklyHours } from "@/features/programs/hours/week";
import { US_STATES } from "@/lib/us-states";
import { npiCheckDigit } from "@/lib/npi/check-digit";
import type { NpiTaxonomy } from "@/features/programs/specialties";
import type { PriceUnit } from "@/features/programs/pricing";
import * as W from "./words";

/**
 * The fictional demo data set: deterministic for a given (count, seed), pure (no database),
 * at real city coordinates from the bundled ZIP table (lib/geo). The seeder (features/programs/demo/seed.ts) inserts it and
 * derives rating / reviewCount from the published reviews.
 */

export type DemoReview = {
  userName: string;
  userEmail: string;
  rating: number;
  title: string;
  comment: string;
  isPublished: boolean;
  createdAt: Date;
};

type NewPractitionerRow = typeof practitioners.$inferInsert;
export type DemoPractitioner = Omit<NewPractitionerRow, "programId" | "id"> & {
  slug: string;
  fullName: string;
  credentials: string[];
  languages: string[];
  telehealth: boolean;
  bio: string;
  editorialStatus: "published" | "draft";
};

export type DemoProgram = Omit<NewProgramRow, "id" | "rating" | "reviewCount"> & {
  sourceId: string;
  source: "demo";
  createdAt: Date;
  updatedAt: Date;
  programTypes: string[];
  certifications: string[];
  reviews: DemoReview[];
  practitioners: DemoPractitioner[];
};

export type DemoOptions = { withReviews?: boolean };

/** Fixed "now" of the data set, so the output never depends on the clock. */
export const DEMO_REFERENCE_DATE = new Date("2026-11-01T00:00:00Z");
const DAY = 86_400_000;
const REF = DEMO_REFERENCE_DATE.getTime();

// ---------------------------------------------------------------- random numbers
type Rng = () => number;

/** A small seeded generator (mulberry32): the same seed, the same numbers (demo data, tests, the bench). */
export function mulberry32(a: number): Rng {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A well-mixed 32-bit seed from several integers (one independent stream per program). */
function mix(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

const int = (r: Rng, min: number, max: number) => min + Math.floor(r() * (max - min + 1));
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** `n` distinct items of `list` (n capped at its length), in list order of drawing. */
function pickSome<T>(r: Rng, list: readonly T[], n: number, start: T[] = []): T[] {
  const out = [...start];
  const pool = list.filter((x) => !out.includes(x));
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]!);
  return out;
}

const slugify = (s: string) =>
  s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");

// ---------------------------------------------------------------- places
type Zip = { zip: string; latitude: number; longitude: number; city: string; state: string };
type City = { name: string; zips: Zip[]; weight: number };

const NOT_A_CITY = /parcel|return service|\bafb\b|navy|naval|annex|^[adf]po$|internal revenue|\birs\b/i;
const inUs = (z: Zip) => z.latitude >= 18 && z.latitude <= 72 && z.longitude <= -66 && z.longitude >= -180;
let cityCache: Map<string, City[]> | undefined;

/** Per state, its 15 largest cities by number of ZIP codes (a fair stand-in for size). */
function citiesByState(): Map<string, City[]> {
  if (cityCache) return cityCache;
  cityCache = new Map();
  for (const { code } of US_STATES) {
    const byName = new Map<string, Zip[]>();
    for (const z of zipsInState(code)) {
      if (!inUs(z) || NOT_A_CITY.test(z.city)) continue;
      const list = byName.get(z.city) ?? [];
      list.push(z);
      byName.set(z.city, list);
    }
    const cities = [...byName.entries()]
      .map(([name, zips]) => ({ name, zips: zips.sort((a, b) => a.zip.localeCompare(b.zip)), weight: Math.sqrt(zips.length) }))
      .sort((a, b) => b.zips.length - a.zips.length || a.name.localeCompare(b.name))
      .slice(0, 15);
    if (cities.length === 0) throw new Error(`The ZIP table has no usable city for ${code}`);
    cityCache.set(code, cities);
  }
  return cityCache;
}

function pickWeighted<T extends { weight: number }>(r: Rng, list: readonly T[]): T {
  let x = r() * list.reduce((s, c) => s + c.weight, 0);
  for (const item of list) if ((x -= item.weight) < 0) return item;
  return list[list.length - 1]!;
}

/** `count` state codes: at least 3 each when count allows, the rest by population, shuffled. */
export function allocateStates(count: number, seed = 1): string[] {
  const codes = US_STATES.map((s) => s.code as string);
  const base = Math.min(3, Math.floor(count / codes.length));
  const rest = count - base * codes.length;
  const total = codes.reduce((s, c) => s + (W.STATE_WEIGHTS[c] ?? 1), 0);
  const quotas = codes.map((c, i) => {
    const exact = ((W.STATE_WEIGHTS[c] ?? 1) * rest) / total;
    return { c, i, n: Math.floor(exact), frac: exact - Math.floor(exact) };
  });
  let left = rest - quotas.reduce((s, q) => s + q.n, 0);
  for (const q of [...quotas].sort((a, b) => b.frac - a.frac || a.i - b.i)) {
    if (left-- <= 0) break;
    q.n += 1;
  }
  const out = quotas.flatMap((q) => Array<string>(base + q.n).fill(q.c));
  const r = mulberry32(mix(seed, 0x5eed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------- pieces
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const jitter = (r: Rng) => (r() * 2 - 1) * 0.015;

function phone(r: Rng, state: string): string {
  const x = r();
  if (x < 0.025) return "";
  if (x < 0.05) return "n/a";
  return `(${W.AREA_CODES[state] ?? "555"}) 555-01${String(int(r, 0, 99)).padStart(2, "0")}`;
}

/**
 * The price and what it covers. The unit is read from the figures (no draw of its own), so adding it left every
 * other demo value as it was; about one priced listing in five does not say.
 */
function prices(r: Rng): { priceMin: number | null; priceMax: number | null; priceUnit: PriceUnit | null } {
  const x = r();
  const min = int(r, 4, 60) * 25; // 100..1500
  const max = Math.min(5000, min + int(r, 4, 70) * 50);
  const unit = (figure: number): PriceUnit | null => DEMO_PRICE_UNITS[(figure / 25) % DEMO_PRICE_UNITS.length]!;
  if (x < 0.25) return { priceMin: null, priceMax: null, priceUnit: null };
  if (x < 0.5) return { priceMin: min, priceMax: null, priceUnit: unit(min) };
  if (x < 0.65) {
    const only = int(r, 6, 100) * 50;
    return { priceMin: null, priceMax: only, priceUnit: unit(only) };
  }
  return { priceMin: min, priceMax: max, priceUnit: unit(min) };
}
const DEMO_PRICE_UNITS: (PriceUnit | null)[] = ["visit", "course", "test", null, "visit", "session", "course", "month", null, "test"];

function ratingFor(r: Rng): number {
  const x = r();
  return x < 0.05 ? 1 : x < 0.12 ? 2 : x < 0.25 ? 3 : x < 0.58 ? 4 : 5;
}

function makeReviews(r: Rng, since: number): DemoReview[] {
  const n = r() < 0.15 ? 0 : int(r, 1, 8);
  const from = Math.max(since, REF - 730 * DAY);
  const out: DemoReview[] = [];
  for (let k = 0; k < n; k++) {
    const rating = ratingFor(r);
    const tone = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
    const first = pick(r, W.FIRST_NAMES);
    const last = pick(r, W.LAST_NAMES);
    out.push({
      userName: `${first} ${last[0]}.`,
      userEmail: `${first.toLowerCase()}.${last.toLowerCase()}${int(r, 1, 99)}@example.com`,
      rating,
      title: pick(r, W.REVIEW_TITLES[tone]),
      comment: pickSome(r, W.REVIEW_SENTENCES[tone], int(r, 1, 3)).join(" "),
      isPublished: r() >= 0.1,
      createdAt: new Date(from + Math.floor(r() * (REF - from))),
    });
  }
  return out.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

function makePractitioners(r: Rng, n: number, p: { name: string; city: string; createdAt: Date }): DemoPractitioner[] {
  const count = ((x) => (x < 0.4 ? 0 : x < 0.8 ? 1 : 2))(r());
  const out: DemoPractitioner[] = [];
  for (let j = 1; j <= count; j++) {
    const first = pick(r, W.FIRST_NAMES);
    const last = pick(r, W.LAST_NAMES);
    const cred = pick(r, W.CREDENTIALS);
    const fullName = `${first} ${last}`;
    const published = r() < 0.85;
    const years = int(r, 3, 35);
    const bio = [
      `${fullName}, ${cred}, sees patients at ${p.name} in ${p.city} and has ${years} years of clinical experience.`,
      ...pickSome(r, W.BIO_SENTENCES, int(r, 2, 4)),
    ].join(" ");
    out.push({
      slug: slugify(`${first}-${last}-${cred}-${n}-${j}`),
      fullName,
      credentials: [cred],
      specialties: pickSome(r, W.SPECIALTIES, int(r, 1, 3)),
      modalities: pickSome(r, W.MODALITIES, int(r, 2, 4)),
      npiNumber: null,
      languages: r() < 0.35 ? ["English", pick(r, W.LANGUAGES)] : ["English"],
      telehealth: r() < 0.5,
      insurance: pickSome(r, W.INSURANCE, int(r, 1, 3)),
      yearsExperience: years,
      education: [...(W.EDUCATION[cred] ?? [])],
      affiliations: [],
      pricingNote: r() < 0.6 ? `Initial consultation from $${int(r, 6, 20) * 25}; laboratory fees are billed separately.` : null,
      bio,
      contentSections: published
        ? {
            approach: "First visits focus on exposure history and testing. Treatment decisions are made together with the patient.",
            patientFit: "Adults and families with a known or suspected exposure to lead, mercury or other metals.",
          }
        : null,
      sources: [{ type: "manual", title: "Fictional demo profile" }],
      editorialStatus: published ? "published" : "draft",
      qualityScore: published ? int(r, 6000, 9500) / 100 : null,
      lastVerifiedAt: published ? new Date(REF - int(r, 1, 180) * DAY) : null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
  }
  return out;
}

// ---------------------------------------------------------------- provider details
const HOUR_PATTERNS: { days: Weekday[]; open: Interval[] }[][] = [
  [{ days: ["mon", "tue", "wed", "thu", "fri"], open: [["09:00", "17:00"]] }],
  [{ days: ["mon", "tue", "wed", "thu"], open: [["08:00", "12:00"], ["13:00", "17:00"]] }, { days: ["fri"], open: [["08:00", "12:00"]] }],
  [{ days: ["mon", "wed", "fri"], open: [["08:30", "16:30"]] }, { days: ["tue", "thu"], open: [["10:00", "19:00"]] }, { days: ["sat"], open: [["09:00", "13:00"]] }],
  [{ days: ["tue", "wed", "thu", "fri"], open: [["07:30", "15:30"]] }, { days: ["sat"], open: [["08:00", "12:00"]] }],
  [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], open: [["08:00", "20:00"]] }],
];

/**
 * Plausible details with some unknowns: the languages spoken are the practitioners' (plus a few more),
 * practices that treat usually test, and about a sixth of the listings give no hours or yes/no answers.
 * Drawn from their own random stream, so the rest of a program does not change with them.
 */
function makeDetails(r: Rng, spoken: string[]): Pick<DemoProgram, "telehealth" | "acceptingNewPatients" | "paymentOptions" | "languages" | "services" | "hours"> {
  const unknown = () => r() < 0.15;
  const services = pickSome(r, SERVICES, int(r, 1, 4), r() < 0.7 ? ["blood-lead-testing"] : []);
  const payment = pickSome(r, PAYMENT_OPTIONS, r() < 0.1 ? 0 : int(r, 1, 4), ["self-pay"]);
  let hours: WeeklyHours | null = null;
  if (!unknown()) {
    hours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    for (const { days, open } of pick(r, HOUR_PATTERNS)) for (const d of days) hours[d] = open.map(([a, b]) => [a, b] as Interval);
  }
  return {
    telehealth: unknown() ? null : r() < 0.45,
    acceptingNewPatients: unknown() ? null : r() < 0.75,
    paymentOptions: inListOrder(PAYMENT_OPTIONS, payment),
    languages: r() < 0.1 ? [] : [...new Set([...spoken, ...(r() < 0.3 ? [pick(r, LANGUAGES.slice(1, 8))] : [])])],
    services: inListOrder(SERVICES, services),
    hours,
  };
}

// ---------------------------------------------------------------- programs
/** The NPI taxonomies a demo program with an NPI registered: most with a specialty people filter on. */
const tax = (code: string, label: string, primary = true) => ({ code, label, primary });
const DEMO_TAXONOMIES: NpiTaxonomy[][] = [
  [tax("207P00000X", "Emergency Medicine"), tax("207PT0002X", "Emergency Medicine, Medical Toxicology", false)],
  [tax("2083T0002X", "Preventive Medicine, Medical Toxicology")],
  [tax("208000000X", "Pediatrics"), tax("2080T0002X", "Pediatrics, Medical Toxicology", false)],
  [tax("2083X0100X", "Preventive Medicine, Occupational Medicine")],
  [tax("2083P0500X", "Preventive Medicine, Occupational Environmental Medicine")],
  [tax("208000000X", "Pediatrics")],
  [tax("207V00000X", "Obstetrics & Gynecology")],
  [tax("207VX0000X", "Obstetrics & Gynecology, Obstetrics")],
  [tax("175F00000X", "Naturopath")],
  [tax("207Q00000X", "Family Medicine")],
];

const OFFER_LEADS = ["It offers", "The team also provides", "Patients can also ask about", "Other services include"];

export function generateDemoPrograms(count: number, seed = 1, opts: DemoOptions = {}): DemoProgram[] {
  const withReviews = opts.withReviews ?? true;
  const cities = citiesByState();
  const states = allocateStates(Math.max(0, Math.floor(count)), seed);
  const slugs = new Set<string>();
  const stateNames = new Map<string, string>(US_STATES.map((s) => [s.code, s.name]));

  return states.map((state, i) => {
    const n = i + 1;
    const r = mulberry32(mix(seed, n, 1));
    const city = pickWeighted(r, cities.get(state)!);
    const zip = pick(r, city.zips);
    const kind = pick(r, W.PRACTICE_KINDS);
    const name = `${pick(r, W.NAME_FIRST)}${r() < 0.5 ? ` ${pick(r, W.NAME_SECOND)}` : ""} ${kind.suffix}`;

    let slug = slugify(name);
    if (slugs.has(slug)) slug = `${slug}-${slugify(city.name)}`;
    if (slugs.has(slug)) slug = `${slug}-${n}`;
    slugs.add(slug);

    const typeCount = ((x) => (x < 0.25 ? 1 : x < 0.65 ? 2 : x < 0.9 ? 3 : 4))(r());
    const programTypes = pickSome(r, PROGRAM_TYPES, typeCount, kind.types.slice(0, Math.min(typeCount, 2)));
    const certifications = pickSome(r, W.CERTIFICATIONS, int(r, 0, 3));
    const offers = pickSome(r, W.DESC_OFFERS, int(r, 2, 4));
    const description = [
      `${name} is ${/^[aeiouAEIOU]/.test(kind.noun) ? "an" : "a"} ${kind.noun} in ${city.name}, ${stateNames.get(state)}.`,
      ...offers.map((o, k) => `${OFFER_LEADS[k]} ${o}.`),
      ...pickSome(r, W.DESC_CLOSERS, int(r, 1, 2)),
    ].join(" ");

    const createdAt = new Date(REF - int(r, 30, 1095) * DAY - int(r, 0, DAY - 1));
    const updatedAt = new Date(Math.min(REF, createdAt.getTime() + int(r, 0, 180) * DAY));
    const suite = r() < 0.35 ? `, Suite ${int(r, 1, 45) * 10}` : "";
    // About a fifth carry a fictional, check-digit-valid NPI and were verified against it (decisions.md "Trust").
    const verified = r() < 0.2;
    // Nine digits whatever the count (past 11,364 programs the sum has nine digits of its own); 7919 is prime to
    // 10^8, so the bases stay distinct up to 10^8 programs.
    const npiBase = `9${String((10_000_000 + n * 7919) % 100_000_000).padStart(8, "0")}`;

    const program: DemoProgram = {
      name,
      description,
      address: `${int(r, 100, 9899)} ${pick(r, W.STREETS)}${suite}`,
      city: city.name,
      state,
      zipCode: zip.zip,
      phone: phone(r, state),
      email: r() < 0.8 ? `info@${slug}.example` : null,
      website: r() < 0.85 ? `https://${slug}.example` : null,
      imageUrl: r() < 0.6 ? `/demo/logo-${int(r, 1, 12)}.svg` : null,
      latitude: round6(zip.latitude + jitter(r)),
      longitude: round6(zip.longitude + jitter(r)),
      ...prices(r),
      programTypes,
      certifications,
      isActive: true,
      isVerified: verified,
      npiNumber: verified ? `${npiBase}${npiCheckDigit(npiBase)}` : null,
      verifiedAt: verified ? new Date(Math.min(REF, updatedAt.getTime() + int(r, 1, 60) * DAY)) : null,
      verificationMethod: verified ? "npi" : null,
      source: "demo",
      sourceId: `demo-${n}`,
      createdAt,
      updatedAt,
      reviews: [],
      practitioners: makePractitioners(r, n, { name, city: city.name, createdAt }),
    };
    Object.assign(program, makeDetails(mulberry32(mix(seed, n, 3)), [...new Set(program.practitioners.flatMap((p) => p.languages))]));
    // Specialties only for a program with an NPI (they are "as registered with NPI"), from their own stream.
    if (program.npiNumber) program.npiTaxonomies = pick(mulberry32(mix(seed, n, 4)), DEMO_TAXONOMIES);
    // Reviews draw from their own stream so that turning them off leaves the programs unchanged.
    if (withReviews) program.reviews = makeReviews(mulberry32(mix(seed, n, 2)), createdAt.getTime());
    return program;
  });
}
