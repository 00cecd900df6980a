/**
 * Specialties from the NPI taxonomy (decisions.md "Care, not just listings"): the NUCC Health Care Provider
 * Taxonomy codes a program registered with NPI, stored per program (`npi_taxonomies`) by the NPI importer and the
 * NPI verification. No zod here, so client components can import it.
 *
 * Each code was checked against the NUCC code set as published in the VA's Person Class table (its "NUCC X12
 * Code", classification and specialization columns) and in HL7's NUCC provider taxonomy value sets
 * (http://nucc.org/provider-taxonomy), found with the project's reference search in 2026; labels are NUCC's
 * classification and specialization.
 */
import type { NpiTaxonomy } from "@/db/vocab";

export type { NpiTaxonomy };

/** The specialties people filter on (`specialty=`), in display order. */
export const SPECIALTIES = ["medical-toxicology", "occupational-medicine", "pediatrics", "obstetrics"] as const;
export type Specialty = (typeof SPECIALTIES)[number];

export const SPECIALTY_LABELS: Record<Specialty, string> = {
  "medical-toxicology": "Medical toxicology",
  "occupational-medicine": "Occupational medicine",
  pediatrics: "Pediatrics",
  obstetrics: "Obstetrics",
};

/** The codes we name: each with NUCC's label and the specialties it counts as. */
export const NUCC_TAXONOMIES: readonly { code: string; label: string; specialties: readonly Specialty[] }[] = [
  { code: "207PT0002X", label: "Emergency Medicine, Medical Toxicology", specialties: ["medical-toxicology"] },
  { code: "2083T0002X", label: "Preventive Medicine, Medical Toxicology", specialties: ["medical-toxicology"] },
  // A pediatric medical toxicologist is a pediatrician too.
  { code: "2080T0002X", label: "Pediatrics, Medical Toxicology", specialties: ["medical-toxicology", "pediatrics"] },
  { code: "2083X0100X", label: "Preventive Medicine, Occupational Medicine", specialties: ["occupational-medicine"] },
  { code: "2083P0500X", label: "Preventive Medicine/Occupational Environmental Medicine", specialties: ["occupational-medicine"] },
  { code: "208000000X", label: "Pediatrics", specialties: ["pediatrics"] },
  // Obstetric care for a pregnant person's result (issue 50); codes as public NUCC code lists give them (2026-11-27).
  { code: "207V00000X", label: "Obstetrics & Gynecology", specialties: ["obstetrics"] },
  { code: "207VX0000X", label: "Obstetrics & Gynecology, Obstetrics", specialties: ["obstetrics"] },
  { code: "207VM0101X", label: "Obstetrics & Gynecology, Maternal & Fetal Medicine", specialties: ["obstetrics"] },
  // Others the NPI importer meets (its earlier default searches and the program types it maps).
  { code: "175F00000X", label: "Naturopath", specialties: [] },
  { code: "2083P0901X", label: "Preventive Medicine, Public Health & General Preventive Medicine", specialties: [] },
  { code: "207Q00000X", label: "Family Medicine", specialties: [] },
  { code: "207R00000X", label: "Internal Medicine", specialties: [] },
  { code: "208D00000X", label: "General Practice", specialties: [] },
];

const byCode = new Map(NUCC_TAXONOMIES.map((t) => [t.code, t]));

/** The codes of the given specialties (any of them): what `specialty=` matches, in SQL and in the index alike. */
export function specialtyCodes(specialties: readonly string[]): string[] {
  return NUCC_TAXONOMIES.filter((t) => t.specialties.some((s) => specialties.includes(s))).map((t) => t.code);
}

/** The specialties a program's registered taxonomies count as, in display order. */
export function specialtiesOf(taxonomies: readonly Pick<NpiTaxonomy, "code">[] | null | undefined): Specialty[] {
  const held = new Set((taxonomies ?? []).flatMap((t) => byCode.get(t.code)?.specialties ?? []));
  return SPECIALTIES.filter((s) => held.has(s));
}

/** "Medical toxicology, Pediatrics (as registered with NPI)"; null for none. */
export function specialtyText(held: readonly Specialty[] | undefined): string | null {
  return held && held.length > 0 ? `${held.map((s) => SPECIALTY_LABELS[s]).join(", ")} (as registered with NPI)` : null;
}

/**
 * Whether a registered taxonomy is one an NPI search by `description` wants: one of our codes whose NUCC label or
 * specialty names the description ("Occupational Medicine" is both occupational codes), or, for a description
 * we have no code for, one the registry itself labels with it.
 */
export function wantedTaxonomy(description: string): (t: { code?: string; desc?: string }) => boolean {
  const d = description.trim().toLowerCase();
  const names = (t: (typeof NUCC_TAXONOMIES)[number]) => [t.label, ...t.specialties.map((s) => SPECIALTY_LABELS[s])].some((n) => n.toLowerCase().includes(d));
  const codes = new Set(NUCC_TAXONOMIES.filter(names).map((t) => t.code));
  if (codes.size > 0) return (t) => t.code !== undefined && codes.has(t.code);
  return (t) => (t.desc ?? "").toLowerCase().includes(d);
}
