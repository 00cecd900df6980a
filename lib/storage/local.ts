import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, isValidKey, type ImageStorage } from "./types";

/** Public path prefix of locally stored images, served by app/api/uploads/[...key]/route.ts. */
export const LOCAL_URL_PREFIX = "/api/uploads/";

/** Images on the local disk under `root` (UPLOAD_DIR, default .data/uploads). */
export function createLocalStorage(root: string): ImageStorage {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(base, ...key.split("/"));
    // Belt and braces: the key pattern already rules out traversal.
    if (!file.startsWith(base + path.sep)) throw new Error("Storage key escapes the upload directory");
    return file;
  };

  return {
    kind: "local",
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${LOCAL_URL_PREFIX}${key}`;
    },
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_URL_PREFIX)) return null;
      const key = url.slice(LOCAL_URL_PREFIX.length);
      return isValidKey(key) ? key : null;
    },
  };
}
