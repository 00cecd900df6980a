import { z } from "zod";

/** Query-string flags: "true"/"1" and "false"/"0" (or absent); anything else is a 400. */
export const flag = z
  .enum(["true", "false", "1", "0"], { error: "Must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A whole number from the query string within [min, max]. */
export const intParam = (label: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${label} must be a whole number`)
    .optional()
    .transform((v) => (v === undefined ? fallback : Number(v)))
    .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`));

/** GET /api/admin/jobs: the last runs of one recorded job kind (the job cards after a reload). */
export const jobRunsQuerySchema = z.object({
  kind: z.enum(["find-websites", "update-images", "verify-npi"], { error: "kind must be find-websites, update-images or verify-npi" }),
  limit: intParam("limit", 1, 10, 3),
});
