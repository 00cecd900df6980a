/** @jest-environment node */
import { cycles, featureCycles, fileCycles, privateImports, readGraph } from "../../scripts/import-graph.mjs";

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
    expect(edges).toContain("instrumentation.ts -> features/jobs/server.ts"); // import("...")
    expect(edges).toContain("features/imports/insert.ts -> features/imports/types.ts"); // import type
  });

  it("finds a planted cycle and a planted private import", () => {
    const adjacency = new Map([["a", new Set(["b"])], ["b", new Set(["c"])], ["c", new Set(["a"])], ["d", new Set(["a"])]]);
    expect(cycles(["a", "b", "c", "d"], adjacency)).toEqual([["a", "b", "c"]]);
    const planted = { files: [], edges: [{ from: "features/search/x.ts", to: "features/programs/data.ts", spec: "" }, { from: "app/page.tsx", to: "features/search/index.ts", spec: "" }] };
    expect(privateImports(planted)).toHaveLength(1);
    expect(featureCycles({ files: [], edges: [{ from: "features/a/x.ts", to: "features/b/index.ts", spec: "" }, { from: "features/b/y.ts", to: "features/a/server.ts", spec: "" }] })).toEqual([["a", "b"]]);
  });
});
