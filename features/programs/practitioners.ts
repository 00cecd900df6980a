import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { practitioners as pr } from "@/db/schema";
import { cachedRead } from "@/lib/cache/read-cache";
import { isUuid } from "@/lib/ids";

/** What the program page shows of a practitioner (our choice; spec section 3 leaves it open). */
export type PublicPractitioner = {
  id: string;
  slug: string;
  fullName: string;
  credentials: string[];
  specialties: string[];
  languages: string[];
  telehealth: boolean;
};

/** A program's practitioners whose editorial status is 'published', by name; drafts never show. */
export async function listPublishedPractitioners(programId: string): Promise<PublicPractitioner[]> {
  if (!isUuid(programId)) return [];
  return cachedRead(`practitioners:${programId}`, async () => {
    const db = await getDb();
    return db
      .select({
        id: pr.id,
        slug: pr.slug,
        fullName: pr.fullName,
        credentials: pr.credentials,
        specialties: pr.specialties,
        languages: pr.languages,
        telehealth: pr.telehealth,
      })
      .from(pr)
      .where(and(eq(pr.programId, programId), eq(pr.editorialStatus, "published")))
      .orderBy(asc(pr.fullName), asc(pr.id));
  });
}
