import "server-only";
import type { Env } from "@/lib/env";
import { isValidNpi } from "@/lib/npi/check-digit";
import { recordTaxonomies, searchNpiRegistry, type NpiRecord } from "@/lib/npi/registry";
import { wantedTaxonomy } from "@/features/programs";
import type { ImportRecord } from "@/features/imports/types";
import type { OutsideSource, SearchQuery, SearchResult } from "./types";

// The NPPES API pages with `limit` (<= 200) and `skip` (<= 1000).
export const NPI_PAGE = 200;
const NPI_MAX_SKIP = 1000;

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

export function npiProgramTypes(desc: string): string[] {
  const d = desc.toLowerCase();
  if (d.includes("naturopath")) return ["Naturopathic Medicine"];
  if (d.includes("toxicology") || d.includes("occupational")) return ["Environmental Medicine"];
  if (d.includes("family")) return ["Family Medicine"];
  if (d.includes("internal medicine")) return ["Internal Medicine"];
  if (d.includes("gastro")) return ["Gastroenterology"];
  if (d.includes("general practice")) return ["General Practice"];
  if (d.includes("preventive") || d.includes("integrative") || d.includes("holistic")) return ["Integrative Medicine"];
  if (d.includes("clinic")) return ["Medical Clinic (Md, Do)"];
  return ["Healthcare Provider"];
}

export function npiRecord(r: NpiRecord): ImportRecord | undefined {
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
    npiTaxonomies: recordTaxonomies(r),
    placeId: null,
    yelpId: null,
  };
}

export const npiRegistry: OutsideSource = {
  id: "npi",
  label: "NPI Registry",
  async search(query: SearchQuery, config: Env): Promise<SearchResult> {
    const taxonomies = config.NPI_TAXONOMY_DESCRIPTIONS.split(",").map((s) => s.trim()).filter(Boolean);
    const records: ImportRecord[] = [];
    const seen = new Set<string>();
    for (const taxonomy of taxonomies) {
      // The registry matches descriptions loosely: keep only providers registered with a wanted code.
      const wanted = wantedTaxonomy(taxonomy);
      for (let skip = 0; records.length < query.limit && skip <= NPI_MAX_SKIP; skip += NPI_PAGE) {
        const want = Math.min(NPI_PAGE, query.limit - records.length);
        const results = await searchNpiRegistry(config, { taxonomy, state: query.state, limit: want, skip });
        for (const r of results) {
          const rec = r.taxonomies?.some(wanted) ? npiRecord(r) : undefined;
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
