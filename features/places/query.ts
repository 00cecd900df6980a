import { z } from "@/lib/validation/zod";
import { pageParam } from "@/lib/validation/page-param";
import { inListOrder, SPECIALTIES } from "@/features/programs";

/** /states/{slug}?page=&specialty= (forgiving, as the home page: unknown specialties are dropped). */
export const statePageQuerySchema = z.object({
  page: pageParam,
  specialty: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.string())).transform((list) => inListOrder(SPECIALTIES, list)),
});
