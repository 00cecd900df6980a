// First-load JavaScript of pages: the gzip size of every script the server's HTML requests (the `noModule`
// polyfill, which current browsers skip, is not counted), the figure issues 30, 52 and 54 bound.
// Usage: node scripts/first-load-js.mjs --base http://localhost:3000 / /es /blood-lead-levels
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const at = args.indexOf("--base");
const base = at >= 0 ? args[at + 1] : "http://localhost:3000";
const paths = args.filter((a, i) => a !== "--base" && i !== at + 1);

for (const path of paths.length ? paths : ["/"]) {
  const html = await (await fetch(new URL(path, base))).text();
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  let bytes = 0;
  for (const src of new Set(srcs)) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), { level: 9 }).length;
  // The inline data (React's flight payload) is part of the HTML, counted by its own gzip size.
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("");
  console.log(`${path}\tscripts ${(bytes / 1024).toFixed(1)} KB gzip (${new Set(srcs).size} files)\tinline ${(gzipSync(inline).length / 1024).toFixed(1)} KB gzip\tHTML ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
}
