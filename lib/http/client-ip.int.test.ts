import { CLIENT_IP_KEY, freshIp } from "@/tests/support/api";
import { closeDb, resetDb } from "@/tests/support/db";

beforeAll(resetDb);
afterAll(closeDb);

type Modules = { clientIp: typeof import("@/lib/http/client-ip").clientIp; signClientIp: typeof import("@/lib/http/client-ip").signClientIp; login: typeof import("@/app/api/admin/session/route").POST };

/** Fresh modules read under these environment variables (lib/env.ts parses once per module instance). */
function load(vars: Record<string, string | undefined>): Modules {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    let mods!: Modules;
    jest.isolateModules(() => {
      (globalThis as { __detoxLimiters?: unknown }).__detoxLimiters = undefined;
      const ip = require("@/lib/http/client-ip"); // eslint-disable-line @typescript-eslint/no-require-imports
      mods = { clientIp: ip.clientIp, signClientIp: ip.signClientIp, login: require("@/app/api/admin/session/route").POST }; // eslint-disable-line @typescript-eslint/no-require-imports
    });
    return mods;
  } finally {
    process.env = saved;
  }
}

const req = (headers: Record<string, string>) => new Request("http://localhost:3000/api/admin/session", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ password: "wrong-password-123" }) });

describe("client address for rate limits", () => {
  it("takes the X-Forwarded-For entry TRUST_PROXY hops from the right, never one the client wrote", () => {
    const one = load({ TRUST_PROXY: "true" });
    expect(one.clientIp(req({ "x-forwarded-for": "10.0.1.1, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(one.clientIp(req({ "x-forwarded-for": "10.0.2.1,203.0.113.7" }))).toBe("203.0.113.7");
    const two = load({ TRUST_PROXY: "2" });
    expect(two.clientIp(req({ "x-forwarded-for": "10.0.3.1, 198.51.100.4, 172.16.0.2" }))).toBe("198.51.100.4");
    const off = load({ TRUST_PROXY: "false" });
    expect(off.clientIp(req({ "x-forwarded-for": "203.0.113.7", ...freshIp() }))).toMatch(/^10\.9\./);
  });

  it("limits 15 bad logins whose left-most X-Forwarded-For entry changes every time (429)", async () => {
    const { login } = load({ TRUST_PROXY: "1" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(req({ "x-forwarded-for": `10.0.${i}.1, 203.0.113.9` }), { params: Promise.resolve({}) })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("trusts the internal client-address header only with the server's signature", () => {
    const { clientIp, signClientIp } = load({});
    expect(clientIp(req({ "x-detox-client-ip": signClientIp("192.0.2.5", CLIENT_IP_KEY) }))).toBe("192.0.2.5");
    expect(clientIp(req({ "x-detox-client-ip": "192.0.2.5" }))).not.toBe("192.0.2.5");
    expect(clientIp(req({ "x-detox-client-ip": signClientIp("192.0.2.5", "another-key-that-a-client-made-up-000") }))).not.toBe("192.0.2.5");
    // Under `next start` (no key), nothing a client sends is trusted.
    const bare = load({ CLIENT_IP_KEY: undefined });
    expect(bare.clientIp(req({ "x-detox-client-ip": signClientIp("192.0.2.5", CLIENT_IP_KEY) }))).not.toBe("192.0.2.5");
  });

  it("never puts clients without an address in one shared bucket", async () => {
    const { clientIp, login } = load({ CLIENT_IP_KEY: undefined });
    expect(clientIp(req({}))).not.toBe(clientIp(req({})));
    // One anonymous client failing 12 times does not lock out the next anonymous one.
    for (let i = 0; i < 12; i++) await login(req({}), { params: Promise.resolve({}) });
    expect((await login(req({}), { params: Promise.resolve({}) })).status).toBe(401);
  });
});
