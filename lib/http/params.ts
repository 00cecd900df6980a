import "server-only";
import { z } from "zod";
import { notFound } from "@/lib/errors";
import { isUuid } from "@/lib/ids";

/**
 * Path parameter schemas for a route's `params` (lib/http/route.ts). A path whose parameters do not parse
 * names nothing, so the builder answers 404 with the schema's message before the handler runs.
 */

/** A row id: a UUID in any case (as Postgres reads it), else "<what> not found", the handlers' own 404. */
function idParam(what = "Program") {
  const error = notFound(what).message;
  return z.string({ error }).refine(isUuid, { error });
}

/** A catch-all segment's parts (`[...key]`): Next always gives one or more; anything else is no parts. */
export const pathParts = z.array(z.string()).catch([]);

/** The usual `params` of an `[id]` route: `idParams("Review")`. */
export const idParams = (what = "Program") => z.object({ id: idParam(what) });
