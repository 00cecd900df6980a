import "server-only";
import { suggestPlaces } from "@/lib/geo";
import { z } from "@/lib/validation/zod";
import { programsNamed } from "./memory-index";

/** GET /api/suggest?q=: what the search box offers as someone types (decisions.md "Where the person is"). */
export const suggestQuerySchema = z.object({
  q: z.string({ error: "q must be text" }).max(120, "q is too long").default("").transform((v) => v.replace(/\s+/g, " ").trim()),
});

/**
 * One suggestion: a city ("Cleveland, OH") or a ZIP ("44101 Cleveland, OH"), each searched by its `q`, or a
 * program whose name starts with the text, opened at `href`.
 */
export type Suggestion = { kind: "city" | "zip"; label: string; q: string } | { kind: "program"; label: string; detail: string; href: string };

export const MAX_PLACE_SUGGESTIONS = 6;
export const MAX_PROGRAM_SUGGESTIONS = 3;

/**
 * Places from the bundled ZIP data, then programs by name from the search index held in memory; no outside
 * service and no database query, so an answer takes well under a millisecond once the data is loaded.
 */
export async function suggest(q: string): Promise<Suggestion[]> {
  if (q.length < 2) return [];
  const places: Suggestion[] = suggestPlaces(q, MAX_PLACE_SUGGESTIONS);
  const programs = /^\d/.test(q) ? [] : await programsNamed(q, MAX_PROGRAM_SUGGESTIONS);
  return [...places, ...programs.map((p): Suggestion => ({ kind: "program", label: p.name, detail: `${p.city}, ${p.state}`, href: `/program/${p.id}` }))];
}
