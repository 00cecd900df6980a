import "server-only";
import type { Env } from "@/lib/env";
import { DomainError } from "@/lib/errors";
import { fetchWithRetry, readJsonBody } from "@/lib/fetch/retry";
import type { NpiTaxonomy } from "@/db/vocab";

/** NPPES NPI Registry API, version 2.1 (public, no key): the parts of a record this site reads. */
type NpiAddress = {
  address_purpose?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  telephone_number?: string;
};
export type NpiRecord = {
  number?: string | number;
  enumeration_type?: string;
  basic?: {
    organization_name?: string;
    first_name?: string;
    middle_name?: string;
    last_name?: string;
    credential?: string;
    name_prefix?: string;
    status?: string;
    deactivation_date?: string;
  };
  addresses?: NpiAddress[];
  taxonomies?: NpiRecordTaxonomy[];
};
/** One taxonomy of a record: the NUCC code, its description, whether it is the primary one, and the licence it was registered with. */
export type NpiRecordTaxonomy = { code?: string; desc?: string; primary?: boolean; state?: string | null; license?: string | null; taxonomy_group?: string | null };
type NpiAnswer = { result_count?: number; results?: NpiRecord[]; Errors?: { description?: string; field?: string }[] };

type Settings = Pick<Env, "NPI_API_BASE_URL" | "IMPORT_MAX_RETRIES" | "IMPORT_MAX_RETRY_WAIT_MS">;

const LABEL = "The NPI Registry";

// How a refusal is worded for each kind of call; the words reach admins (import errors, job notes), so
// they stay as they were when each call had its own client.
const REFUSAL = { search: { missing: "unknown error", max: 300 }, lookup: { missing: "", max: 200 } } as const;

/** One GET against NPI_API_BASE_URL with the importers' retry policy; the answer's `results` as sent. */
async function ask(config: Settings, params: Record<string, string | undefined>, kind: keyof typeof REFUSAL): Promise<unknown> {
  const url = new URL(config.NPI_API_BASE_URL);
  url.searchParams.set("version", "2.1");
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  const res = await fetchWithRetry(LABEL, url.toString(), { headers: { accept: "application/json" } }, { retries: config.IMPORT_MAX_RETRIES, maxWaitMs: config.IMPORT_MAX_RETRY_WAIT_MS });
  if (res.status !== 200) throw new DomainError("upstream", `${LABEL} answered with an error (${res.status})`);
  const body = readJsonBody<NpiAnswer>(LABEL, res);
  // NPPES reports bad requests inside an HTTP 200.
  if (Array.isArray(body.Errors) && body.Errors.length > 0) {
    const { missing, max } = REFUSAL[kind];
    const text = body.Errors.map((e) => e.description ?? missing).join("; ").slice(0, max);
    throw new DomainError("upstream", `${LABEL} refused the ${kind}: ${text}`);
  }
  return body.results;
}

/** One page of providers by taxonomy description (and state). The API pages with `limit` (<= 200) and `skip` (<= 1000). */
export async function searchNpiRegistry(config: Settings, q: { taxonomy: string; state?: string; limit: number; skip: number }): Promise<NpiRecord[]> {
  const results = await ask(config, { taxonomy_description: q.taxonomy, state: q.state, limit: String(q.limit), skip: String(q.skip) }, "search");
  return Array.isArray(results) ? results : [];
}

/** The record of one NPI, or undefined when the registry has none. */
export async function lookUpNpi(config: Settings, npi: string): Promise<NpiRecord | undefined> {
  const results = (await ask(config, { number: npi }, "lookup")) ?? [];
  // A malformed answer fails like an unreachable registry, never as "no record" (which would unverify a listing).
  if (!Array.isArray(results)) throw new Error("The NPI Registry sent no list of records");
  return (results as NpiRecord[]).find((r) => String(r.number) === npi);
}

/** NUCC codes are ten characters, the last an X (207PT0002X); NPPES lists at most 15 per provider. */
const NUCC_CODE = /^[0-9A-Z]{9}X$/;
const MAX_TAXONOMIES = 15;

/** A record's taxonomies as a program stores them: well-formed codes only, once each, the label capped. */
export function recordTaxonomies(record: NpiRecord): NpiTaxonomy[] {
  const out: NpiTaxonomy[] = [];
  for (const t of Array.isArray(record.taxonomies) ? record.taxonomies : []) {
    const code = typeof t?.code === "string" ? t.code.trim().toUpperCase() : "";
    if (!NUCC_CODE.test(code) || out.some((x) => x.code === code) || out.length >= MAX_TAXONOMIES) continue;
    const label = typeof t.desc === "string" ? t.desc.trim().slice(0, 200) : "";
    out.push({ code, label, primary: t.primary === true });
  }
  return out;
}
