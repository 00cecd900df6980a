/**
 * The site's own address at start (security issue 29, item 8). SITE_URL names the origin every write must
 * come from (lib/session/origin.ts), the links in mail and the canonical URLs. Plain JavaScript because
 * scripts/server.mjs, which is not bundled, decides it before Next.js starts.
 *
 * - SITE_URL set: used as it is; the server listens on HOST (all addresses unless said).
 * - SITE_URL unset, the server on loopback only (the default then: HOST 127.0.0.1): the site is
 *   http://localhost:PORT, and its loopback names on the same port (127.0.0.1, [::1]) count as the same
 *   origin, so opening it as http://127.0.0.1:3000 works.
 * - SITE_URL unset in production on any other address: refuse to start, naming SITE_URL (in development:
 *   a warning, and the loopback names as above).
 */

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

/** @param {string} host */
export const isLoopbackHost = (host) => LOOPBACK.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * @param {{ env: Record<string, string | undefined>; port: number; dev: boolean }} o
 * @returns {{ hostname: string; env: Record<string, string>; log: string; error?: undefined } | { error: string }}
 */
export function resolveSiteUrl({ env, port, dev }) {
  const siteUrl = env.SITE_URL?.trim();
  const asked = env.HOST || env.HOSTNAME;
  if (siteUrl) return { hostname: asked || "0.0.0.0", env: {}, log: `SITE_URL is ${siteUrl}: writes are accepted from that origin only` };
  const hostname = asked || "127.0.0.1";
  const local = { SITE_URL: `http://localhost:${port}`, SITE_URL_LOOPBACK: "1" };
  const aliases = `http://localhost:${port}, http://127.0.0.1:${port} and http://[::1]:${port}`;
  if (isLoopbackHost(hostname)) {
    return { hostname, env: local, log: `SITE_URL is not set: serving this machine only, as ${aliases}. Set SITE_URL to the public address before serving anyone else.` };
  }
  if (!dev) {
    return {
      error:
        `SITE_URL is not set, and the server would listen on ${hostname}:${port}, beyond this machine. ` +
        `Set SITE_URL to the address visitors use (for example SITE_URL=https://detox.example.org), or listen on this machine only (HOST=127.0.0.1).`,
    };
  }
  return { hostname, env: local, log: `SITE_URL is not set: writes are accepted from ${aliases} only. Set SITE_URL to the address others use.` };
}
