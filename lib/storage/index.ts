import "server-only";
import { randomBytes } from "node:crypto";
import { env, type Env } from "@/lib/env";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { ImageStorage } from "./types";

export type { ImageStorage } from "./types";
export { isValidKey } from "./types";

/** S3 when S3_BUCKET is set (then nothing is written to local disk), else the local disk. */
export function storageFromEnv(e: Env = env): ImageStorage {
  if (e.S3_BUCKET) {
    return createS3Storage({
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      publicUrl: e.S3_PUBLIC_URL,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(e.UPLOAD_DIR);
}

const store = globalThis as unknown as { __detoxStorage?: ImageStorage };

/** The one storage of this process. */
export function getStorage(): ImageStorage {
  return (store.__detoxStorage ??= storageFromEnv());
}

/** Replaces the storage of this process (tests; null goes back to the environment's choice). */
export function setStorage(storage: ImageStorage | null): void {
  store.__detoxStorage = storage ?? undefined;
}

/** A fresh, never reused key for a program's image: objects are immutable and cached forever. */
export function newImageKey(programId: string): string {
  return `programs/${programId.toLowerCase()}/${randomBytes(16).toString("hex")}.webp`;
}
