import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * zod and the shared schemas are about 100 KB gzip. Client components load them on first use only
 * (lib/validation/lazy-resolver.ts): a client file that imports a value from a schema module puts zod in the
 * first script of every page that renders it (issue 32's insights click counter once did, on every page: the
 * program page's Lighthouse score fell from 97 to 84). Type-only imports and `import()` are fine.
 */
const ROOT = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : files(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** A module that imports zod at run time (a value import of zod or of lib/validation/zod). */
const importsZod = (source: string) => /^import (?!type )[^;]*from "(zod|@\/lib\/validation\/zod)";/m.test(source);

/** The modules a file imports values from (type-only imports left out), resolved to paths. */
function valueImports(file: string, source: string): string[] {
  return [...source.matchAll(/^import (?!type )([^;]*?) from "([^"]+)";/gm)]
    .filter(([, what]) => !/^\{\s*(type [\w$]+\s*,?\s*)+\}$/.test(what!.trim()))
    .map(([, , spec]) => spec!)
    .filter((spec) => spec.startsWith("@/") || spec.startsWith("."))
    .map((spec) => (spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(file), spec)));
}

const resolve = (base: string) => [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((f) => { try { readFileSync(f); return true; } catch { return false; } });

/**
 * Client files that may import a schema module by value, each with why it costs no public page anything. The
 * test fails when one of them stops doing so, so the list only shrinks.
 */
const ALLOWED: Record<string, string> = {
  "features/reports/report-dialog.tsx": "loaded with next/dynamic when a visitor opens 'Report a problem' (report-problem.tsx)",
  "features/reports/open-reports.tsx": "admin screen only",
  "features/reviews/review-moderation.tsx": "admin screen only",
  "features/reviews/owner-reviews.tsx": "signed-in owner's page only",
};

describe("client components keep zod out of the first script", () => {
  const all = ["app", "components", "features", "lib"].flatMap((d) => files(path.join(ROOT, d)));
  const clients = all.filter((f) => /^\s*["']use client["']/.test(readFileSync(f, "utf8")));

  it("finds the client components", () => {
    expect(clients.length).toBeGreaterThan(30);
  });

  it.each(clients.map((f) => [path.relative(ROOT, f)]))("%s imports no zod module by value", (rel) => {
    const file = path.join(ROOT, rel);
    const source = readFileSync(file, "utf8");
    expect(importsZod(source)).toBe(false);
    const offenders = valueImports(file, source)
      .map(resolve)
      .filter((f): f is string => Boolean(f) && importsZod(readFileSync(f!, "utf8")))
      .map((f) => path.relative(ROOT, f));
    if (ALLOWED[rel]) expect(offenders.length).toBeGreaterThan(0);
    else expect(offenders).toEqual([]);
  });
});
