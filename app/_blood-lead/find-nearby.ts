import "server-only";

import type { FindNearby, NearbyProvider } from "@/features/blood-lead/server";
import { serializeSearchState } from "@/features/search";
import { listPrograms, searchAnswer } from "@/features/search/server";
import type { Program } from "@/features/programs";
import { haversineMiles } from "@/lib/geo";

/** Within this many miles of the ZIP (issue 50). */
const RADIUS = 100;

const row = (p: Program, from?: { latitude: number; longitude: number }): NearbyProvider => ({
  id: String(p.id),
  name: p.name,
  city: p.city,
  state: p.state,
  miles: from && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) ? haversineMiles(from.latitude, from.longitude, p.latitude, p.longitude) : null,
  telehealth: p.telehealth === true,
});

/**
 * The nearest fitting providers around a ZIP, through the search feature's door: blood-lead (layer 1) cannot
 * import search (layer 2), so this page composes the two (features/README.md, "Layers").
 */
export const findNearby: FindNearby = async (at, specialties) => {
  const res = await searchAnswer({ q: at.zip, radius: RADIUS, specialty: specialties, sortBy: "distance", page: 1, pageSize: 3 });
  const items = (await res.json()) as Program[];
  const providers = items.map((p) => row(p, at));
  const telehealth =
    providers.length === 0 ? (await listPrograms({ telehealth: true, specialty: ["medical-toxicology"], page: 1, pageSize: 3 })).items.map((p) => row(p)) : [];
  return { providers, telehealth, searchHref: `/${serializeSearchState({ q: at.zip, radius: RADIUS, specialty: specialties })}` };
};
