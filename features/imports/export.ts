import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { detoxPrograms, practitioners } from "@/db/schema";
import { buildXlsx } from "./excel";

/** Every practitioner field of spec section 3, then its program; cells escaped against formulas. */
export const EXPORT_HEADERS = [
  "id", "slug", "fullName", "credentials", "specialties", "modalities", "npiNumber", "languages", "telehealth",
  "insurance", "yearsExperience", "education", "affiliations", "pricingNote", "bio", "contentSections", "sources",
  "editorialStatus", "qualityScore", "lastVerifiedAt", "createdAt", "updatedAt",
  "programId", "programName", "programCity", "programState", "programPhone", "programWebsite",
];

const list = (v: string[]) => v.join("; ");
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function practitionersWorkbook(): Promise<Buffer> {
  const db = await getDb();
  const rows = await db
    .select({ pr: practitioners, program: { id: detoxPrograms.id, name: detoxPrograms.name, city: detoxPrograms.city, state: detoxPrograms.state, phone: detoxPrograms.phone, website: detoxPrograms.website } })
    .from(practitioners)
    .innerJoin(detoxPrograms, eq(practitioners.programId, detoxPrograms.id))
    .orderBy(asc(practitioners.fullName), asc(practitioners.id));
  const data = rows.map(({ pr, program }) => [
    pr.id, pr.slug, pr.fullName, list(pr.credentials), list(pr.specialties), list(pr.modalities), pr.npiNumber, list(pr.languages), pr.telehealth,
    list(pr.insurance), pr.yearsExperience, list(pr.education), list(pr.affiliations), pr.pricingNote, pr.bio,
    pr.contentSections ? JSON.stringify(pr.contentSections) : null, pr.sources ? JSON.stringify(pr.sources) : null,
    pr.editorialStatus, pr.qualityScore, iso(pr.lastVerifiedAt), iso(pr.createdAt), iso(pr.updatedAt),
    program.id, program.name, program.city, program.state, program.phone, program.website,
  ]);
  return buildXlsx("Practitioners", EXPORT_HEADERS, data);
}
