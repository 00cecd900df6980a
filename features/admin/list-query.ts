import { z } from "@/lib/validation/zod";
import { firstValue, pageParam } from "@/lib/validation/page-param";
import { isUuid } from "@/lib/ids";

/** /manage-programs?q=&page= (search text capped, not refused: the admin sees what was searched). */
export const adminProgramsQuerySchema = z.object({
  q: z.preprocess(firstValue, z.string()).catch("").transform((q) => q.slice(0, 200)),
  page: pageParam,
  // Claimed by their owner or not (decisions.md "Owners keep their listing true"); anything else: all.
  claimed: z.preprocess(firstValue, z.enum(["yes", "no"])).optional().catch(undefined),
  // Issue 53: by source ("none": without one) and by the import run that created them.
  source: z.preprocess(firstValue, z.string().trim().min(1).max(40)).optional().catch(undefined),
  run: z.preprocess(firstValue, z.string().refine(isUuid).transform((v) => v.toLowerCase())).optional().catch(undefined),
  // The review queue's own page and order (issue 53).
  rpage: pageParam,
  rorder: z.preprocess(firstValue, z.enum(["newest", "oldest"])).catch("newest"),
});

/** POST /api/admin/programs/bulk: delete, deactivate or activate the chosen programs, or all that match a filter. */
export const bulkProgramsSchema = z
  .object({
    action: z.enum(["delete", "deactivate", "activate"], { error: "action must be delete, deactivate or activate" }),
    ids: z.array(z.string().refine(isUuid, "Each id must be a program id").transform((v) => v.toLowerCase()), { error: "ids must be a list of program ids" }).min(1, "Choose at least one program").max(1000, "At most 1,000 programs at once: use all that match instead").optional(),
    filter: z
      .object({
        q: z.string().max(200).optional(),
        claimed: z.enum(["yes", "no"]).optional(),
        source: z.string().trim().min(1).max(40).optional(),
        run: z.string().refine(isUuid, "run must be an import run id").transform((v) => v.toLowerCase()).optional(),
      }, { error: "filter must be an object" })
      .strict()
      .optional(),
    /** The count the confirmation showed: when the programs matching now are not that many, nothing is done (409). */
    expected: z.number({ error: "expected must be a number" }).int().min(0),
  })
  .refine((v) => (v.ids === undefined) !== (v.filter === undefined), { message: "Send either ids or filter", path: ["ids"] });
