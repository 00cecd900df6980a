// The import graph of the source tree, read as text (type-only imports and dynamic imports included):
// file cycles, feature cycles, and imports into another feature's private files. `node scripts/import-graph.mjs`
// prints the figures; tests/structure/import-graph.test.ts holds them at zero.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOTS = ["app", "features", "lib", "components", "db", "scripts", "instrumentation.ts"];
const EXT = [".ts", ".tsx", ".mts", ".mjs", ".js"];
/** A feature's front doors: what other features and app/ may import. */
export const DOORS = ["index", "server", "client", "types"];
const isTest = (f) => /\.(test|int\.test|spec)\.(ts|tsx|mjs)$/.test(f);

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  if (statSync(dir).isFile()) return [...out, dir];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "migrations" || name.startsWith(".")) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (EXT.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts") && !name.endsWith(".d.mts")) out.push(p);
  }
  return out;
}

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  const tries = [base, ...EXT.map((e) => base + e), ...EXT.map((e) => path.join(base, "index" + e))];
  if (/\.m?js$/.test(base)) tries.push(base.replace(/\.m?js$/, ".ts"), base.replace(/\.mjs$/, ".mts"));
  for (const t of tries) if (existsSync(t) && statSync(t).isFile()) return t;
  return null;
}

const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|jest\.mock\(\s*["']([^"']+)["']/gm;

/** Every edge: { from, to, spec } with paths relative to root. Test files are left out. */
export function readGraph(root = process.cwd()) {
  const files = ROOTS.flatMap((r) => walk(path.join(root, r), [])).filter((f) => !isTest(f));
  const edges = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const to = resolve(root, file, spec);
      if (to && !isTest(to)) edges.push({ from: path.relative(root, file), to: path.relative(root, to), spec });
    }
  }
  return { files: files.map((f) => path.relative(root, f)), edges };
}

export const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isDoor = (file) => DOORS.some((d) => new RegExp(`^features/[^/]+/${d}\\.tsx?$`).test(file));

/**
 * Entry points that start one part of the system outside React (the server's start-up, the scripts): they import
 * the module they start, so that starting the job worker or the search index loads no page.
 */
const isEntry = (file) => file === "instrumentation.ts" || file.startsWith("scripts/");

/** Imports from outside a feature (another feature, app/, lib/ ...) into one of its private files. */
export function privateImports({ edges }) {
  return edges.filter((e) => {
    const target = featureOf(e.to);
    return target !== null && featureOf(e.from) !== target && !isDoor(e.to) && !isEntry(e.from);
  });
}

/** Strongly connected components with more than one node (Tarjan). */
export function cycles(nodes, adjacency) {
  let index = 0;
  const idx = new Map(), low = new Map(), onStack = new Set(), stack = [], out = [];
  const strong = (v) => {
    idx.set(v, index); low.set(v, index); index++; stack.push(v); onStack.add(v);
    for (const w of adjacency.get(v) ?? []) {
      if (!idx.has(w)) { strong(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); comp.push(w); } while (w !== v);
      if (comp.length > 1 || (adjacency.get(v) ?? new Set()).has(v)) out.push(comp.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) strong(v);
  return out;
}

const adjacencyOf = (pairs) => {
  const adj = new Map();
  for (const [a, b] of pairs) { if (!adj.has(a)) adj.set(a, new Set()); adj.get(a).add(b); }
  return adj;
};

export const fileCycles = (g) => cycles(g.files, adjacencyOf(g.edges.map((e) => [e.from, e.to])));

export function featureEdges({ edges }) {
  const pairs = new Map();
  for (const e of edges) {
    const a = featureOf(e.from), b = featureOf(e.to);
    if (a && b && a !== b) pairs.set(`${a}>${b}`, [a, b]);
  }
  return [...pairs.values()];
}

export function featureCycles(g) {
  const pairs = featureEdges(g);
  const nodes = [...new Set(pairs.flat())];
  return cycles(nodes, adjacencyOf(pairs));
}

/**
 * The chain of value imports (static and dynamic; type-only ones left out) from `entry` to React or a page
 * module (.tsx, next/link, next/navigation, next/og, next/dynamic, react-dom), or null. What runs under tsx
 * outside Next.js (the job worker, the scripts, an import's child process) cannot load those (features/README.md).
 */
export function reactChain(entry, root = process.cwd()) {
  // next-intl's main entry brings its React provider along (lib/i18n/catalogues.ts is the React-free way to the words).
  const UI = /^(react-dom|next\/(link|navigation|og|dynamic|image)|lucide-react)(\/|$)|^next-intl$/;
  const STATIC = /^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["'];?$/gms;
  const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;
  const prev = new Map([[entry, null]]);
  const queue = [entry];
  const chainTo = (last, file) => { const c = [last]; for (let f = file; f; f = prev.get(f)) c.push(f); return c.reverse(); };
  while (queue.length) {
    const file = queue.shift();
    if (file.endsWith(".tsx")) return chainTo(file, prev.get(file));
    const text = readFileSync(path.join(root, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const specs = [...text.matchAll(STATIC)].filter((m) => !m[1] && !/^\{\s*(type\s+[^,}]+\s*,?\s*)+\}$/.test(m[2].trim())).map((m) => m[3]);
    specs.push(...[...text.matchAll(DYNAMIC)].map((m) => m[1]));
    for (const spec of specs) {
      if (UI.test(spec)) return chainTo(spec, file);
      const to = resolve(root, path.join(root, file), spec);
      const rel = to && path.relative(root, to);
      if (rel && !prev.has(rel)) { prev.set(rel, file); queue.push(rel); }
    }
  }
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const g = readGraph();
  const priv = privateImports(g);
  const fromFeatures = priv.filter((e) => featureOf(e.from));
  console.log(`files ${g.files.length}, imports ${g.edges.length}`);
  console.log(`imports into another feature's private files: ${priv.length} (${fromFeatures.length} from features, ${priv.length - fromFeatures.length} from app/ and the rest), into ${new Set(priv.map((e) => e.to)).size} files`);
  const fc = fileCycles(g);
  console.log(`file cycles (type imports included): ${fc.length}`);
  for (const c of fc) console.log(`  ${c.join(" <-> ")}`);
  const ff = featureCycles(g);
  console.log(`feature cycles: ${ff.length}`);
  for (const c of ff) console.log(`  ${c.length} features: ${c.join(", ")}`);
  if (process.argv.includes("--list")) for (const e of priv) console.log(`  ${e.from} -> ${e.to}`);
  if (process.argv.includes("--features")) for (const [a, b] of featureEdges(g)) console.log(`  ${a} -> ${b}`);
}
