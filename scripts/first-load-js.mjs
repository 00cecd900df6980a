// First-load JavaScript of pages: the gzip size of every script the server's HTML requests (the `noModule`
// polyfill, which current browsers skip, is not counted), the figure issues 30, 52 and 54 bound.
// Usage: node scripts/first-load-js.mjs --base http://localhost:3000 / /es /blood-lead-levels
// The e2e test tests/e2e/search/first-load.spec.ts holds `/` to its budget with the same measure.
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** The scripts a page's HTML loads, each with its text and its gzip size (level 9), and the HTML's own sizes. */
export async function firstLoad(base, path) {
  const html = await (await fetch(new URL(path, base))).text();
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1])
        .filter((attrs) => !/\bnoModule\b/i.test(attrs))
        .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
        .filter(Boolean),
    ),
  ];
  const scripts = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    scripts.push({ src, text: body.toString("utf8"), gzip: gzipSync(body, { level: 9 }).length });
  }
  // The inline data (React's flight payload) is part of the HTML, counted by its own gzip size.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  return { scripts, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), inlineGzip: gzipSync(inline).length, htmlGzip: gzipSync(html).length };
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf("--base");
  const base = at >= 0 ? args[at + 1] : "http://localhost:3000";
  const paths = args.filter((a, i) => a !== "--base" && i !== at + 1);
  const kb = (n) => (n / 1024).toFixed(1);
  for (const path of paths.length ? paths : ["/"]) {
    const page = await firstLoad(base, path);
    console.log(`${path}\tscripts ${kb(page.gzip)} KB gzip (${page.scripts.length} files)\tinline ${kb(page.inlineGzip)} KB gzip\tHTML ${kb(page.htmlGzip)} KB gzip`);
  }
}

// Run as a command, not when a test imports it (no top-level await: Playwright loads tests with require()).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
