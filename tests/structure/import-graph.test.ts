/** @jest-environment node */
import { cycles, featureCycles, fileCycles, privateImports, reactChain, readGraph } from "../../scripts/import-graph.mjs";

// The structure the issue 48 asked for, read from the code as it is (type-only and dynamic imports included):
// features import each other only through their front doors, and no two files or features import each other.
const graph = readGraph(process.cwd());

describe("the import graph", () => {
  it("has no import into another feature's private files", () => {
    expect(privateImports(graph).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("has no cycle between files, type imports included", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it("has no cycle between features", () => {
    expect(featureCycles(graph)).toEqual([]);
  });

  it("reads type-only, multi-line and dynamic imports (so the checks above can fail)", () => {
    const edges = graph.edges.map((e) => `${e.from} -> ${e.to}`);
    expect(edges).toContain("components/map/leaflet-map.tsx -> components/map/map.ts"); // a type import among values
    expect(edges).toContain("instrumentation.ts -> features/jobs/registry.ts"); // import("...")
    expect(edges).toContain("features/imports/types.ts -> features/programs/index.ts"); // import type only
  });

  it("finds a planted cycle and a planted private import", () => {
    const adjacency = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a"])], ["d", new Set(["a"])]]);
    expect(cycles(["a", "b", "c", "d"], adjacency)).toEqual([["a", "b", "c"]]);
    const planted = { files: [], edges: [{ from: "features/search/x.ts", to: "features/programs/data.ts", spec: "" }, { from: "app/page.tsx", to: "features/search/index.ts", spec: "" }] };
    expect(privateImports(planted)).toHaveLength(1);
    expect(featureCycles({ files: [], edges: [{ from: "features/a/x.ts", to: "features/b/index.ts", spec: "" }, { from: "features/b/y.ts", to: "features/a/server.ts", spec: "" }] })).toEqual([["a", "b"]]);
  });
});

// What runs under tsx outside Next.js loads no React: a server.ts door that re-exported a page made the job
// worker and an import's child process fail at start ("createContext is not a function").
describe("entry points outside Next.js", () => {
  const entries = ["scripts/worker.ts", "scripts/db-seed.ts", "scripts/db-migrate.ts", "scripts/db-backup.ts", "scripts/db-restore.ts", "scripts/bench-seed.ts", "scripts/bench-import.ts", "tests/fixtures/import/kill-import-child.ts", "features/imports/source-runs.ts"];
  it.each(entries)("%s loads no React", (entry) => {
    expect(reactChain(entry)).toBeNull();
  });

  it("finds a chain to React", () => {
    expect(reactChain("features/program-page/server.ts")?.at(-1)).toMatch(/\.tsx$|^next\//);
  });
});
