// `npm run geo:zips`: writes lib/geo/us-zips.json, the compact US ZIP table that lib/geo reads, from the
// `zipcodes` package (a dev dependency). That package holds US and Canadian data as one huge object
// literal, about 90 MB of memory once required; the generated file is plain JSON text (about 1.4 MB), so
// the server holds only what lib/geo builds from it. Every US record is kept (territories and military
// ZIPs too, as `zipcodes.lookup` returned them), grouped by state in the package's own per-state order,
// which `lookupCity` relies on (its label comes from the first ZIP and its mean sums in that order).
// Each line is "zip,latitude,longitude,city". Run it again after upgrading `zipcodes`, and commit the file.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import path from "node:path";

const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes");
const { version } = require("zipcodes/package.json");

const us = Object.values(zipcodes.codes).filter((c) => c.country === "US" && /^\d{5}$/.test(c.zip));
const stateCodes = [...new Set(us.map((c) => c.state))].sort();

const states = {};
let written = 0;
for (const code of stateCodes) {
  const lines = zipcodes.lookupByState(code).filter((c) => c.country === "US" && c.state === code && /^\d{5}$/.test(c.zip));
  for (const c of lines) {
    if (/[,\n]/.test(c.city) || !Number.isFinite(c.latitude) || !Number.isFinite(c.longitude)) throw new Error(`Unexpected record ${JSON.stringify(c)}`);
  }
  states[code] = lines.map((c) => `${c.zip},${c.latitude},${c.longitude},${c.city}`);
  written += lines.length;
}
// Every US ZIP exactly once: lookupZip must answer for the same ZIPs as before.
if (written !== us.length || new Set(Object.values(states).flat().map((l) => l.slice(0, 5))).size !== us.length) {
  throw new Error(`Per-state lists hold ${written} ZIPs, the package ${us.length}`);
}

const about = `US ZIP centroids from the zipcodes package ${version} (scripts/build-zip-data.mjs). Do not edit.`;
// One ZIP per line, so a data update reads as a normal diff.
const body = stateCodes.map((code) => `${JSON.stringify(code)}: [\n${states[code].map((l) => JSON.stringify(l)).join(",\n")}\n]`).join(",\n");
const json = `{\n"about": ${JSON.stringify(about)},\n"columns": "zip,latitude,longitude,city",\n"states": {\n${body}\n}\n}\n`;
JSON.parse(json); // fails here rather than in the app
const out = path.resolve(import.meta.dirname, "..", "lib", "geo", "us-zips.json");
writeFileSync(out, json);
console.log(`${path.relative(process.cwd(), out)}: ${written} ZIPs in ${stateCodes.length} states and territories, ${(json.length / 1024).toFixed(0)} KB`);
