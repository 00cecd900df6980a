import { CLIENT_IP_KEY, freshIp } from "@/tests/support/api";
import { closeDb, resetDb } from "@/tests/support/db";

beforeEach(resetDb);
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

/** The socket address scripts/server.mjs would pass on for a peer. */
const peer = (address: string) => ({ "x-detox-client-ip": signClientIp(address, CLIENT_IP_KEY) });
const { signClientIp } = load({});
const noParams = { params: Promise.resolve({}) };

describe("client address for rate limits", () => {
  it("takes the X-Forwarded-For entry TRUST_PROXY hops from the right when a private proxy sends it", () => {
    const one = load({ TRUST_PROXY: "true" });
    expect(one.clientIp(req({ "x-forwarded-for": "10.0.1.1, 203.0.113.7", ...peer("127.0.0.1") }))).toBe("203.0.113.7");
    expect(one.clientIp(req({ "x-forwarded-for": "10.0.2.1,203.0.113.7", ...peer("::ffff:10.1.2.3") }))).toBe("203.0.113.7");
    const two = load({ TRUST_PROXY: "2" });
    expect(two.clientIp(req({ "x-forwarded-for": "10.0.3.1, 198.51.100.4, 172.16.0.2", ...peer("192.168.1.1") }))).toBe("198.51.100.4");
    const off = load({ TRUST_PROXY: "false" });
    expect(off.clientIp(req({ "x-forwarded-for": "203.0.113.7", ...freshIp() }))).toMatch(/^10\.9\./);
  });

  it("believes X-Forwarded-For only from a trusted peer: a direct client's header is its own writing", () => {
    const one = load({ TRUST_PROXY: "true" });
    expect(one.clientIp(req({ "x-forwarded-for": "198.51.100.77", ...peer("203.0.113.50") }))).toBe("203.0.113.50");
    // Under `next start` (no signed socket address) no peer is known, so nothing is believed either.
    const bare = load({ TRUST_PROXY: "true", CLIENT_IP_KEY: undefined });
    expect(bare.clientIp(req({ "x-forwarded-for": "198.51.100.77" }))).toBe("unknown");
  });

  it("walks a TRUST_PROXY list of addresses and ranges from the right past every trusted hop", () => {
    const list = load({ TRUST_PROXY: "192.0.2.10, 10.0.0.0/8, 2001:db8:ffff::/48" });
    expect(list.clientIp(req({ "x-forwarded-for": "1.1.1.1, 198.51.100.9, 10.2.3.4", ...peer("192.0.2.10") }))).toBe("198.51.100.9");
    expect(list.clientIp(req({ "x-forwarded-for": "198.51.100.9", ...peer("2001:db8:ffff::1") }))).toBe("198.51.100.9");
    // An untrusted peer: its header is not read, however it is written.
    expect(list.clientIp(req({ "x-forwarded-for": "198.51.100.9", ...peer("192.0.2.11") }))).toBe("192.0.2.11");
    // Every hop trusted: the left-most address is the client as far as we know; junk stops the walk.
    expect(list.clientIp(req({ "x-forwarded-for": "10.0.0.7", ...peer("10.0.0.1") }))).toBe("10.0.0.7");
    expect(list.clientIp(req({ "x-forwarded-for": "junk, 10.0.0.7", ...peer("10.0.0.1") }))).toBe("10.0.0.7");
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", () => {
    expect(() => load({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => load({ TRUST_PROXY: "proxy.example" })).toThrow(/TRUST_PROXY/);
  });

  it("keys IPv6 clients by their /64", () => {
    const { clientIp } = load({});
    const a = clientIp(req(peer("2001:db8:1:2::5")));
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientIp(req(peer("2001:0db8:0001:0002:ffff:1:2:3")))).toBe(a);
    expect(clientIp(req(peer("2001:db8:1:3::5")))).not.toBe(a);
    expect(clientIp(req(peer("::ffff:192.0.2.8")))).toBe("192.0.2.8");
  });

  it("limits 15 bad logins whose X-Forwarded-For changes every time, sent straight from a public address (429)", async () => {
    const { login } = load({ TRUST_PROXY: "1" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(req({ "x-forwarded-for": `198.51.${i}.1`, ...peer("203.0.113.60") }), noParams)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("counts each client behind a trusted proxy on its own", async () => {
    const { login } = load({ TRUST_PROXY: "1" });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(req({ "x-forwarded-for": `198.51.${i}.2`, ...peer("10.20.0.1") }), noParams)).status);
    expect(statuses).toEqual(Array(15).fill(401));
  });

  it("limits 15 bad logins from one IPv6 /64 whatever the rest of the address", async () => {
    const { login } = load({});
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(req(peer(`2001:db8:5:6:${i.toString(16)}::1`)), noParams)).status);
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
  });

  it("gives the admin account a budget of failures whatever the address (5 times one client's)", async () => {
    const { login } = load({});
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++) statuses.push((await login(req(peer(`198.18.${i}.1`)), noParams)).status);
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses.slice(50)).toEqual(Array(5).fill(429));
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

  it("puts every client without a usable address in one shared bucket", async () => {
    const { clientIp, login } = load({ CLIENT_IP_KEY: undefined });
    expect(clientIp(req({}))).toBe(clientIp(req({})));
    for (let i = 0; i < 10; i++) await login(req({}), noParams);
    expect((await login(req({}), noParams)).status).toBe(429);
  });
});
