import "server-only";
import { DomainError } from "@/lib/errors";
import type { Env } from "@/lib/env";
import { isValidNpi } from "@/lib/npi/check-digit";
import type { ImportRecord } from "@/features/imports/types";
import { fetchWithRetry, readJsonBody } from "./http";
import type { OutsideSource, SearchQuery, SearchResult } from "./index";

/** NPPES NPI Registry API, version 2.1: public, no key. Pages with `limit` (<= 200) and `skip` (<= 1000). */
type NpiAddress = {
  address_purpose?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  telephone_number?: string;
};
type NpiResult = {
  number?: string | number;
  enumeration_type?: string;
  basic?: { organization_name?: string; first_name?: string; middle_name?: string; last_name?: string; credential?: string; name_prefix?: string };
  addresses?: NpiAddress[];
  taxonomies?: { desc?: string; primary?: boolean }[];
};
type NpiAnswer = { result_count?: number; results?: NpiResult[]; Errors?: { description?: string; field?: string }[] };

export const NPI_PAGE = 200;
const NPI_MAX_SKIP = 1000;

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

export function npiProgramTypes(desc: string): string[] {
  const d = desc.toLowerCase();
  if (d.includes("naturopath")) return ["Naturopathic Medicine"];
  if (d.includes("family")) return ["Family Medicine"];
  if (d.includes("internal medicine")) return ["Internal Medicine"];
  if (d.includes("gastro")) return ["Gastroenterology"];
  if (d.includes("general practice")) return ["General Practice"];
  if (d.includes("preventive") || d.includes("integrative") || d.includes("holistic")) return ["Integrative Medicine"];
  if (d.includes("clinic")) return ["Medical Clinic (Md, Do)"];
  return ["Healthcare Provider"];
}

export function npiRecord(r: NpiResult): ImportRecord | undefined {
  const number = r.number !== undefined ? String(r.number) : "";
  if (!/^\d{10}$/.test(number)) return undefined;
  const b = r.basic ?? {};
  const person = [b.first_name, b.middle_name, b.last_name].filter(Boolean).join(" ");
  const name = b.organization_name ? titleCase(b.organization_name) : person ? `${titleCase(person)}${b.credential ? `, ${b.credential}` : ""}` : "";
  const where = r.addresses?.find((a) => a.address_purpose === "LOCATION") ?? r.addresses?.[0] ?? {};
  const taxonomy = r.taxonomies?.find((t) => t.primary) ?? r.taxonomies?.[0];
  const desc = taxonomy?.desc ?? "";
  return {
    fields: {
      name,
      description: desc ? `${desc} listed in the NPI Registry (NPI ${number}).` : undefined,
      address: [where.address_1, where.address_2].filter(Boolean).map((s) => titleCase(s!)).join(", "),
      city: where.city ? titleCase(where.city) : undefined,
      state: where.state,
      zipCode: where.postal_code,
      phone: where.telephone_number,
      programTypes: npiProgramTypes(desc),
      certifications: b.credential ? [b.credential.replace(/\./g, "").toUpperCase()] : undefined,
      npiNumber: isValidNpi(number) ? number : undefined,
      sourceId: number,
    },
    npiNumber: number,
    placeId: null,
    yelpId: null,
  };
}

async function page(config: Env, taxonomy: string, state: string | undefined, limit: number, skip: number): Promise<NpiResult[]> {
  const url = new URL(config.NPI_API_BASE_URL);
  url.searchParams.set("version", "2.1");
  url.searchParams.set("taxonomy_description", taxonomy);
  if (state) url.searchParams.set("state", state);
  url.searchParams.set("limit", String(limit));
  url.searchParams.set("skip", String(skip));
  const res = await fetchWithRetry("The NPI Registry", url.toString(), { headers: { accept: "application/json" } }, { retries: config.IMPORT_MAX_RETRIES, maxWaitMs: config.IMPORT_MAX_RETRY_WAIT_MS });
  if (res.status !== 200) throw new DomainError("upstream", `The NPI Registry answered with an error (${res.status})`);
  const body = readJsonBody<NpiAnswer>("The NPI Registry", res);
  // NPPES reports bad searches inside an HTTP 200.
  if (Array.isArray(body.Errors) && body.Errors.length > 0) {
    const text = body.Errors.map((e) => e.description ?? "unknown error").join("; ").slice(0, 300);
    throw new DomainError("upstream", `The NPI Registry refused the search: ${text}`);
  }
  return Array.isArray(body.results) ? body.results : [];
}

export const npiRegistry: OutsideSource = {
  id: "npi",
  label: "NPI Registry",
  async search(query: SearchQuery, config: Env): Promise<SearchResult> {
    const taxonomies = config.NPI_TAXONOMY_DESCRIPTIONS.split(",").map((s) => s.trim()).filter(Boolean);
    const records: ImportRecord[] = [];
    const seen = new Set<string>();
    for (const taxonomy of taxonomies) {
      for (let skip = 0; records.length < query.limit && skip <= NPI_MAX_SKIP; skip += NPI_PAGE) {
        const want = Math.min(NPI_PAGE, query.limit - records.length);
        const results = await page(config, taxonomy, query.state, want, skip);
        for (const r of results) {
          const rec = npiRecord(r);
          if (rec?.npiNumber && !seen.has(rec.npiNumber) && records.length < query.limit) {
            seen.add(rec.npiNumber);
            records.push(rec);
          }
        }
        if (results.length < want) break;
      }
      if (records.length >= query.limit) break;
    }
    return { records, totalFound: records.length };
  },
};
