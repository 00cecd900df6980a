import { z } from "@/lib/validation/zod";
import { strictInt } from "./fields";

/** A page number of the API (`page=`): a whole number from 1; refused otherwise. */
export const pageNumber = strictInt("page must be a whole number").pipe(z.number().min(1, "page must be at least 1").max(100_000, "page is too large")).default(1);

/** The first of a repeated query parameter. */
export const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * The page number of a list page's URL (home, state pages, Manage Programs). Forgiving: a value that
 * is not a page number means page 1, so a mistyped link still shows a page.
 */
export const pageParam = z.preprocess(firstValue, pageNumber).catch(1);
