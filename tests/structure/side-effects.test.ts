/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// package.json's "sideEffects" lets the bundler leave out what a page does not use of a feature's door
// (features/README.md). A module that acts by being imported (a statement at its top level) must be on that
// list, or the bundler may skip it: lib/validation/zod.ts's jitless switch was skipped once, and zod's eval
// probe broke the CSP on every form.
const ROOT = path.resolve(__dirname, "../..");
const listed = new Set<string>(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).sideEffects);
const TOP_LEVEL_STATEMENT = /^(if|for|while|try|void|await|switch) |^[A-Za-z_$][\w$.]*\(/m;

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "migrations" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !/\.(test|int\.test|spec)\.|\.d\.m?ts$/.test(name)) out.push(path.relative(ROOT, full));
  }
  return out;
}

const withStatements = ["app", "features", "lib", "components", "db"]
  .flatMap((d) => sources(path.join(ROOT, d)))
  .filter((file) => TOP_LEVEL_STATEMENT.test(readFileSync(path.join(ROOT, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")));

describe("package.json sideEffects", () => {
  it("lists every module with a statement at its top level", () => {
    expect(withStatements.filter((file) => !listed.has(`./${file}`))).toEqual([]);
  });

  it("lists no file that is gone, and style sheets", () => {
    expect(withStatements).toContain("lib/validation/zod.ts");
    for (const entry of listed) if (entry.startsWith("./")) expect(statSync(path.join(ROOT, entry)).isFile()).toBe(true);
    expect(listed.has("*.css")).toBe(true);
  });
});
