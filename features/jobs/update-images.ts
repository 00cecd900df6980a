import "server-only";
import { z } from "zod";
import type { ProgramRow } from "@/db/schema";
import { programsForImageUpdate } from "@/features/programs/server";
import { concurrencyLimit, outsideFetch, OutsideFetchError } from "@/lib/fetch/outside-fetch";
import { iconLinks, metaContent } from "@/lib/html/read-page";
import { flag, intParam } from "./job-input";
import { acceptedImageType, storeImage as defaultStoreImage, type StoreImage } from "./store-image";

/** POST /api/programs/update-images?limit&force&dryRun (spec buttons: 10 dry run, 50, 200 force). */
export const updateImagesInputSchema = z.object({
  limit: intParam("limit", 1, 200, 50),
  maxConcurrent: intParam("maxConcurrent", 1, 10, 5),
  force: flag,
  dryRun: flag,
});
export type UpdateImagesInput = z.output<typeof updateImagesInputSchema>;

export type ImageOutcome = { programId: string; name: string; source: string | null; imageUrl: string | null; error: string | null };
export type UpdateImagesResult = {
  dryRun: boolean;
  force: boolean;
  checked: number;
  updated: number;
  /** Dry run: how many programs would get an image. */
  wouldUpdate: number;
  failed: number;
  results: ImageOutcome[];
};

export type UpdateImagesOptions = {
  storeImage?: StoreImage;
  timeoutMs?: number;
  onStart?: (total: number) => Promise<void>;
  onProgress?: () => Promise<void>;
};

const HOME_PAGE_BYTES = 1024 * 1024;
/** Icons and Open Graph images: the upload limit of the image pipeline. */
export const MAX_FETCHED_IMAGE_BYTES = 5 * 1024 * 1024;

const describe = (error: unknown) =>
  error instanceof OutsideFetchError ? error.code : error instanceof Error ? error.message.slice(0, 200) : "failed";

/** Open Graph image first, then declared icons, largest first, then /favicon.ico; http(s) only. */
export function imageCandidates(html: string, pageUrl: string): string[] {
  const raw: string[] = [];
  const og = metaContent(html, ["og:image:secure_url", "og:image", "og:image:url", "twitter:image"]);
  if (og) raw.push(og);
  const icons = iconLinks(html).sort((a, b) => b.size - a.size);
  raw.push(...icons.map((i) => i.href), "/favicon.ico");
  const out: string[] = [];
  for (const href of raw) {
    try {
      const url = new URL(href.trim(), pageUrl);
      if ((url.protocol === "http:" || url.protocol === "https:") && !out.includes(url.toString())) out.push(url.toString());
    } catch {
      // An unparsable href is skipped.
    }
  }
  return out.slice(0, 5);
}

type Found = { source: string; bytes: Buffer };

async function findImage(program: ProgramRow, opts: UpdateImagesOptions, limited: <T>(fn: () => Promise<T>) => Promise<T>): Promise<Found | { error: string }> {
  let home;
  try {
    home = await limited(() => outsideFetch(program.website!, { timeoutMs: opts.timeoutMs, maxBytes: HOME_PAGE_BYTES, headers: { accept: "text/html" } }));
  } catch (error) {
    return { error: `website: ${describe(error)}` };
  }
  if (home.status !== 200) return { error: `website: HTTP ${home.status}` };
  const errors: string[] = [];
  for (const url of imageCandidates(home.text(), home.url)) {
    try {
      const res = await limited(() => outsideFetch(url, { timeoutMs: opts.timeoutMs, maxBytes: MAX_FETCHED_IMAGE_BYTES, headers: { accept: "image/*" } }));
      if (res.status !== 200) {
        errors.push(`${url}: HTTP ${res.status}`);
        continue;
      }
      // The bytes decide, never the Content-Type: SVG and HTML are refused whatever they claim to be.
      const type = acceptedImageType(res.body);
      if (!type.ok) {
        errors.push(`${url}: ${type.reason}`);
        continue;
      }
      return { source: url, bytes: res.body };
    } catch (error) {
      errors.push(`${url}: ${describe(error)}`);
    }
  }
  return { error: errors.slice(0, 3).join("; ") || "no image found" };
}

/**
 * Image update: for active programs with a website (and without an image, unless `force`), fetches the
 * site's Open Graph image or its largest icon and stores it through the image pipeline (re-encoded WebP),
 * never hot-linking. A dry run fetches and checks but stores and saves nothing.
 */
export async function updateImages(input: UpdateImagesInput, opts: UpdateImagesOptions = {}): Promise<UpdateImagesResult> {
  const store = opts.storeImage ?? defaultStoreImage;
  const programs = await programsForImageUpdate(input.limit, input.force);
  await opts.onStart?.(programs.length);
  const limited = concurrencyLimit(input.maxConcurrent);
  const results = await Promise.all(
    programs.map(async (program): Promise<ImageOutcome> => {
      const base = { programId: program.id, name: program.name };
      const found = await findImage(program, opts, limited);
      let outcome: ImageOutcome;
      if ("error" in found) outcome = { ...base, source: null, imageUrl: null, error: found.error };
      else if (input.dryRun) outcome = { ...base, source: found.source, imageUrl: null, error: null };
      else {
        try {
          // Stores, points the program at it, and deletes the image it replaces (only this program's own).
          const imageUrl = await store(program, found.bytes);
          if (!imageUrl) throw new Error("the program was deleted meanwhile");
          outcome = { ...base, source: found.source, imageUrl, error: null };
        } catch (error) {
          outcome = { ...base, source: found.source, imageUrl: null, error: `store: ${describe(error)}` };
        }
      }
      await opts.onProgress?.();
      return outcome;
    }),
  );
  const ok = results.filter((r) => !r.error).length;
  return {
    dryRun: input.dryRun,
    force: input.force,
    checked: results.length,
    updated: input.dryRun ? 0 : ok,
    wouldUpdate: input.dryRun ? ok : 0,
    failed: results.length - ok,
    results,
  };
}
