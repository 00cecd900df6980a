import { z } from "@/lib/validation/zod";
import { firstValue, pageParam } from "@/lib/validation/page-param";

/** /manage-programs?q=&page= (search text capped, not refused: the admin sees what was searched). */
export const adminProgramsQuerySchema = z.object({
  q: z.preprocess(firstValue, z.string()).catch("").transform((q) => q.slice(0, 200)),
  page: pageParam,
  // Claimed by their owner or not (decisions.md "Owners keep their listing true"); anything else: all.
  claimed: z.preprocess(firstValue, z.enum(["yes", "no"])).optional().catch(undefined),
});
