import { isLoopbackHost, resolveSiteUrl } from "./site-url.mjs";

describe("the site's own address at start (security issue 29, item 8)", () => {
  it("uses SITE_URL when set, on every address unless HOST says otherwise, and logs it", () => {
    const r = resolveSiteUrl({ env: { SITE_URL: "https://detox.example.org" }, port: 3000, dev: false });
    expect(r).toEqual({ hostname: "0.0.0.0", env: {}, log: "SITE_URL is https://detox.example.org: writes are accepted from that origin only" });
    expect(resolveSiteUrl({ env: { SITE_URL: "https://detox.example.org", HOST: "10.0.0.5" }, port: 3000, dev: false })).toMatchObject({ hostname: "10.0.0.5" });
  });

  it("unset: listens on loopback only by default, and accepts the loopback names of the same port", () => {
    const r = resolveSiteUrl({ env: {}, port: 3100, dev: false });
    expect(r).toMatchObject({ hostname: "127.0.0.1", env: { SITE_URL: "http://localhost:3100", SITE_URL_LOOPBACK: "1" } });
    expect(r.error).toBeUndefined();
    expect("log" in r && r.log).toContain("http://127.0.0.1:3100");
    for (const host of ["localhost", "::1", "127.0.0.2"]) expect(resolveSiteUrl({ env: { HOST: host }, port: 3000, dev: false })).toMatchObject({ hostname: host });
  });

  it("unset in production on any other address: refuses, naming SITE_URL", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "detox-app"]) {
      const r = resolveSiteUrl({ env: { HOST: host }, port: 3000, dev: false });
      expect(r.error).toMatch(/^SITE_URL is not set, and the server would listen on .+:3000, beyond this machine\. Set SITE_URL/);
    }
    // In development a warning, not a refusal.
    expect(resolveSiteUrl({ env: { HOST: "0.0.0.0" }, port: 3000, dev: true })).toMatchObject({ hostname: "0.0.0.0", env: { SITE_URL_LOOPBACK: "1" } });
  });

  it("knows the loopback names", () => {
    expect(["127.0.0.1", "LOCALHOST", "::1", "[::1]", "127.1.2.3"].every(isLoopbackHost)).toBe(true);
    expect(["0.0.0.0", "10.0.0.1", "localhost.evil.com", "128.0.0.1"].some(isLoopbackHost)).toBe(false);
  });
});
