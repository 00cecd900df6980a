// Sequential, distinct ZIPs: time and bytes of the home page vs the API call with the same data.
const base = process.argv[2];
const data = JSON.parse((await import("node:fs")).readFileSync("lib/geo/us-zips.json", "utf8"));
const zips = Object.values(data.states).flat().map((l) => l.slice(0, 5));
let seed = 7; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pickN = (n) => Array.from({ length: n }, () => zips[Math.floor(rnd() * zips.length)]);
async function time(paths) {
  const t = []; let bytes = 0;
  for (const p of paths) { const t0 = performance.now(); const r = await fetch(base + p); const b = await r.arrayBuffer(); t.push(performance.now() - t0); bytes += b.byteLength; }
  t.sort((a, b) => a - b);
  return `median ${t[t.length >> 1].toFixed(1)} ms, p90 ${t[Math.floor(t.length * 0.9)].toFixed(1)} ms, ${Math.round(bytes / paths.length)} B`;
}
await time(["/api/ping", "/?q=10001&sort=distance", "/api/programs/search?q=10001&sortBy=distance"]);
const z = pickN(60);
console.log("ping          ", await time(z.map(() => "/api/ping")));
console.log("API, 10 rows  ", await time(z.slice(0, 30).map((x) => `/api/programs/search?q=${x}&sortBy=distance&pageSize=10`)));
console.log("home page HTML", await time(z.slice(30).map((x) => `/?q=${x}&sort=distance`)));
