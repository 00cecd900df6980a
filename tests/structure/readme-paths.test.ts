import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every file a README names exists (issue 48, item 11). Read: every README.md in the repository and every
 * page of docs/. Checked: what looks like a repository path in a `code span` (each word of it) or a markdown
 * link's target: a word with a "/" whose first folder exists, or one naming a source file (`.ts`, `.md`...).
 * A path is looked up from the README's folder, then from the repository root (`@/` is the root, as in
 * imports); without its extension it names any file of that stem (`hours/hours` for hours/hours.test.ts).
 * A bare file name in a README (`data.ts`, `*.test.ts`) is one of the README's folder at any depth (the root
 * README's: the whole repository) or of the root; docs/ pages, prose about the whole repository, are held only
 * to the paths they write with a folder.
 * Placeholders (`<name>`, `{id}`, `…`) and globs (`*`) must match at least one file. Not checked: fenced code
 * blocks, site URLs (`/api/…`), outside URLs, package names (`next/server`), MIME types, suffixes
 * (`.int.test.ts`), and paths that leave the repository (`../shared/…`) or live in ignored folders (.data, .next).
 */
const ROOT = path.resolve(__dirname, "../..");
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".git", "coverage", "test-results", "playwright-report"]);
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|mdx|json|css|sql|ya?ml)$/;
const MIME_TYPES = /^(application|text|image|audio|video|font|multipart)\//;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const ALL_FILES = walk(ROOT).map((f) => path.relative(ROOT, f).split(path.sep).join("/"));
const ALL_DIRS = new Set(ALL_FILES.flatMap((f) => f.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
// docs/performance.md is a dated diary: each round names the files as they were at the commit it measured.
const DIARIES = new Set(["docs/performance.md"]);
const READMES = ALL_FILES.filter((f) => (f === "README.md" || f.endsWith("/README.md") || /^docs\/[^/]+\.md$/.test(f)) && !DIARIES.has(f)).sort();

/** The words of the README that claim a path, with their line numbers (fenced code blocks left out). */
function claims(text: string): { line: number; word: string }[] {
  const out: { line: number; word: string }[] = [];
  let fenced = false;
  text.split("\n").forEach((raw, i) => {
    if (/^\s*(```|~~~)/.test(raw)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(raw)) return;
    for (const [, target] of raw.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) out.push({ line: i + 1, word: target! });
    // Inline code spans (links removed first, so a span inside link text is read once).
    for (const [, span] of raw.replace(/\]\([^)]*\)/g, "]").matchAll(/`([^`]+)`/g)) {
      for (const word of span!.split(/\s+/)) out.push({ line: i + 1, word });
    }
  });
  return out;
}

/** The repository path a word claims, or null when it is no claim about a file. */
function pathOf(word: string): string | null {
  const w = word.replace(/^[("'[]+|[)"',;:.\]]+$/g, "").replace(/[#?].*$/, "");
  if (!w || /^[a-z][a-z0-9+.-]*:/i.test(w) || w.startsWith("/") || w.startsWith("~") || w.includes("=")) return null; // URLs, site paths, options
  if (MIME_TYPES.test(w)) return null;
  if (w.startsWith("@/")) return w.slice(2);
  if (w.startsWith("@")) return null; // a scoped package
  if (!w.includes("/") && (!SOURCE_EXT.test(w) || w.startsWith("."))) return null; // not a file name, or a suffix
  if (!/^[\w.\-/<>{}[\]*…,+]+$/.test(w)) return null; // prose, code, arrows
  return w;
}

const pattern = (p: string) =>
  new RegExp(
    "^" +
      p
        .replace(/\/+$/, "")
        .split(/(\*\*\/|\*\*|\*|<[^>]*>|\{[^}]*\}|…)/)
        .map((part) => (part === "**/" ? "(?:.*/)?" : part === "**" ? ".*" : /^(\*|<.*>|\{.*\}|…)$/.test(part) ? "[^/]*" : part.replace(/[.+^$()|[\]\\]/g, "\\$&")))
        .join("") +
      "(?:/.*)?$",
  );

/** Whether the path exists (a file or folder; a module path with its extension left off; a placeholder or glob matching one). */
function exists(rel: string): boolean {
  const norm = path.posix.normalize(rel).replace(/\/+$/, "");
  if (norm.startsWith("..")) return true; // outside the repository: not this test's business
  if (/[*<{…]/.test(norm)) {
    const re = pattern(norm);
    return ALL_FILES.some((f) => re.test(f));
  }
  if (ALL_DIRS.has(norm) || existsSync(path.join(ROOT, norm))) return true;
  return !/\.\w+$/.test(norm) && ALL_FILES.some((f) => f.startsWith(`${norm}.`));
}

/** The claims of one README (its text, or the file's) that name no file, as "README:line word". */
function missing(readme: string, text = readFileSync(path.join(ROOT, readme), "utf8")): string[] {
  const dir = path.posix.dirname(readme);
  const out = new Set<string>();
  for (const { line, word } of claims(text)) {
    const p = pathOf(word);
    if (p === null) continue;
    const first = p.replace(/^\.\//, "").split("/")[0]!;
    if (SKIP_DIRS.has(first)) continue;
    if (!p.includes("/")) {
      if (readme.startsWith("docs/")) continue;
      // A bare file name: the README's folder's (at any depth), or the root's.
      const re = pattern(dir === "." ? `**/${p}` : `${dir}/**/${p}`);
      if (!exists(p) && !ALL_FILES.some((f) => re.test(f))) out.add(`${readme}:${line} ${word}`);
      continue;
    }
    const fromDir = dir === "." ? p : path.posix.join(dir, p);
    if (exists(fromDir) || exists(p)) continue;
    // A word with a "/" whose first folder exists nowhere is a package name or prose (`next/server`, `and/or`),
    // unless it names a source file.
    const firstKnown = [dir === "." ? first : path.posix.join(dir, first), first].some((f) => existsSync(path.join(ROOT, f)));
    if (!firstKnown && !SOURCE_EXT.test(p)) continue;
    if (!firstKnown && existsSync(path.join(ROOT, "node_modules", first))) continue;
    out.add(`${readme}:${line} ${word}`);
  }
  return [...out];
}

describe("README paths", () => {
  it("finds the READMEs and docs pages", () => {
    expect(READMES).toEqual(expect.arrayContaining(["README.md", "lib/README.md", "content/README.md", "docs/architecture.md"]));
    expect(READMES.filter((f) => f.startsWith("features/")).length).toBeGreaterThan(10);
  });

  it("reads paths in code spans and links, and skips URLs, site paths, packages, MIME types and fenced code", () => {
    const text = [
      "See `lib/env.ts`, [the docs](docs/api.md#x), `@/lib/env` and `app/api/programs/[id]/route.ts`.",
      "Also `features/<name>/README.md`, `tests/e2e/**/*.spec.ts` and `node scripts/server.mjs`.",
      "Not paths: https://example.com/a.ts `/api/programs` `next/server` `application/json` `@axe-core/playwright` `PORT=3000` `x.png` `and/or`.",
      "```",
      "no/such/file.ts",
      "```",
    ].join("\n");
    expect(missing("README.md", text)).toEqual([]);
    expect(missing("README.md", "`lib/no-such-file.ts`, [gone](docs/gone.md) and `features/<name>/nothing.ts`")).toEqual([
      "README.md:1 docs/gone.md",
      "README.md:1 lib/no-such-file.ts",
      "README.md:1 features/<name>/nothing.ts",
    ]);
    // A bare file name is one of the README's folder, or of the root; a path without extension names a file of that stem.
    expect(missing("features/content/README.md", "`guides.ts`, `route.ts`, `package.json` and `.int.test.ts`")).toEqual(["features/content/README.md:1 route.ts"]);
    expect(missing("features/programs/README.md", "`hours/hours`, `hours/nothing`")).toEqual(["features/programs/README.md:1 hours/nothing"]);
  });

  it.each(READMES.map((r) => [r]))("every path %s names exists", (readme) => {
    expect(missing(readme)).toEqual([]);
  });
});
