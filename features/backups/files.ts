import { existsSync } from "node:fs";
import { readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

/** The regular files under `root` (not following links), as slash-separated relative names; none when it does not exist. */
export async function listFiles(root: string, under = ""): Promise<string[]> {
  if (!existsSync(root)) return [];
  const names: string[] = [];
  for (const e of await readdir(path.join(root, under), { withFileTypes: true })) {
    const name = under ? `${under}/${e.name}` : e.name;
    if (e.isDirectory()) names.push(...(await listFiles(root, name)));
    else if (e.isFile() && !e.name.endsWith(".tmp")) names.push(name); // .tmp: an image being written (lib/storage/local.ts)
  }
  return names.sort();
}

/** A sibling path of `target` (same filesystem, so a rename moves it in one step), unique to this run. */
export const sibling = (target: string, label: string) => `${path.resolve(target)}.${label}-${process.pid}-${Date.now()}`;

export type Swap = { undo: () => Promise<void>; finish: () => Promise<void> };

/**
 * Puts the directory `staged` where `live` is, by two renames: `live` moves aside, `staged` takes its
 * place. `undo` puts the old one back; `finish` deletes it.
 */
export async function swapIn(staged: string, live: string): Promise<Swap> {
  const aside = sibling(live, "before-restore");
  const had = existsSync(live);
  if (had) await rename(live, aside);
  try {
    await rename(staged, live);
  } catch (e) {
    if (had) await rename(aside, live);
    throw e;
  }
  return {
    async undo() {
      await rename(live, staged);
      if (had) await rename(aside, live);
    },
    async finish() {
      if (had) await rm(aside, { recursive: true, force: true });
    },
  };
}
