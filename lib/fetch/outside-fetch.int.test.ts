import http from "node:http";
import type { AddressInfo } from "node:net";
import { concurrencyLimit, outsideFetch } from "@/lib/fetch/outside-fetch";

// Local fixture servers on 127.0.0.1, reached only through the explicit test allowance.
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const servers: http.Server[] = [];
async function serve(handler: Handler): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let site: string;
let other: string;
let seenAuth: (string | undefined)[] = [];
let seenOther: { method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  other = await serve((req, res) => {
    seenAuth.push(req.headers.authorization);
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seenOther.push({ method: req.method!, headers: req.headers, body });
      res.end("other origin");
    });
  });
  site = await serve((req, res) => {
    const url = new URL(req.url!, "http://x");
    const to = url.searchParams.get("to");
    if (url.pathname === "/redirect" && to) return void res.writeHead(Number(url.searchParams.get("status") ?? 302), { location: to }).end();
    if (url.pathname === "/loop") return void res.writeHead(302, { location: `/loop?n=${Number(url.searchParams.get("n") ?? 0) + 1}` }).end();
    if (url.pathname === "/chain") {
      const n = Number(url.searchParams.get("n") ?? 0);
      return void res.writeHead(301, { location: n >= 4 ? "/ok" : `/chain?n=${n + 1}` }).end();
    }
    if (url.pathname === "/slow") return void setTimeout(() => res.end("late"), 3000).unref();
    if (url.pathname === "/big") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        res.end();
      };
      return pump();
    }
    if (url.pathname === "/big-declared") return void res.writeHead(200, { "content-length": String(50 * 1024 * 1024) }).end();
    if (url.pathname === "/auth") return void res.end(String(req.headers.authorization ?? "none"));
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<title>Fixture</title>");
  });
  process.env.OUTSIDE_FETCH_ALLOW = [site, other].map((u) => new URL(u).host).join(",");
});
afterAll(async () => {
  delete process.env.OUTSIDE_FETCH_ALLOW;
  servers.forEach((s) => s.closeAllConnections());
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

describe("outsideFetch", () => {
  it("fetches an allowed fixture and follows up to 5 redirects", async () => {
    const res = await outsideFetch(`${site}/`);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe("text/html");
    expect(res.text()).toContain("Fixture");
    const chained = await outsideFetch(`${site}/chain`);
    expect(chained.url).toBe(`${site}/ok`);
  });

  it("refuses a sixth redirect", async () => {
    await expect(outsideFetch(`${site}/loop`)).rejects.toMatchObject({ code: "too-many-redirects" });
  });

  it.each([
    "http://127.0.0.1:9/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://[::ffff:127.0.0.1]:9/",
    "http://[::1]:9/",
    "http://2130706433:9/",
    "http://0x7f000001:9/",
    "http://0177.0.0.1:9/",
    "http://localhost:9/",
  ])("refuses a redirect to %s", async (target) => {
    await expect(outsideFetch(`${site}/redirect?to=${encodeURIComponent(target)}`)).rejects.toMatchObject({ code: "blocked-address" });
    await expect(outsideFetch(target)).rejects.toMatchObject({ code: "blocked-address" });
  });

  it("refuses other schemes and credentials in URLs", async () => {
    for (const url of ["file:///etc/passwd", "ftp://example.com/", "gopher://x/", "javascript:alert(1)", "not a url", "http://user:pw@example.com/"]) {
      await expect(outsideFetch(url)).rejects.toMatchObject({ code: "bad-url" });
    }
    await expect(outsideFetch(`${site}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`)).rejects.toMatchObject({ code: "bad-url" });
  });

  it("cuts a slow site at the timeout", async () => {
    const started = Date.now();
    await expect(outsideFetch(`${site}/slow`, { timeoutMs: 300 })).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("cuts an oversized answer at the cap, declared or streamed", async () => {
    await expect(outsideFetch(`${site}/big`, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({ code: "too-large" });
    await expect(outsideFetch(`${site}/big-declared`)).rejects.toMatchObject({ code: "too-large" });
  });

  it("drops Authorization when a redirect leaves the origin", async () => {
    seenAuth = [];
    const same = await outsideFetch(`${site}/redirect?to=/auth`, { headers: { authorization: "Bearer key" } });
    expect(same.text()).toBe("Bearer key");
    await outsideFetch(`${site}/redirect?to=${encodeURIComponent(`${other}/`)}`, { headers: { authorization: "Bearer key" } });
    expect(seenAuth).toEqual([undefined]);
  });

  it("sends no API key header of any kind, and no request body, to another origin", async () => {
    seenOther = [];
    const keys = { "X-Goog-Api-Key": "goog-secret", "X-Goog-FieldMask": "places.id", "x-api-key": "k", cookie: "c=1", authorization: "Bearer key" };
    await outsideFetch(`${site}/redirect?to=${encodeURIComponent(`${other}/`)}`, { headers: keys });
    expect(seenOther).toHaveLength(1);
    expect(Object.keys(seenOther[0]!.headers).filter((h) => !["host", "connection", "user-agent", "accept", "accept-encoding"].includes(h))).toEqual([]);
    // A 307/308 would repeat the POST with its body: refused rather than sent on.
    for (const status of [307, 308]) {
      await expect(outsideFetch(`${site}/redirect?status=${status}&to=${encodeURIComponent(`${other}/`)}`, { method: "POST", body: '{"secret":"body"}', headers: keys })).rejects.toMatchObject({ code: "network" });
    }
    expect(seenOther).toHaveLength(1);
  });
});

describe("OUTSIDE_FETCH_ALLOW (tests only)", () => {
  it("is ignored in production: a loopback URL is refused even with the variable set", async () => {
    const saved = { ...process.env };
    try {
      Object.assign(process.env, { NODE_ENV: "production" });
      let prodFetch!: typeof outsideFetch;
      const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
      jest.isolateModules(() => {
        prodFetch = require("@/lib/fetch/outside-fetch").outsideFetch; // eslint-disable-line @typescript-eslint/no-require-imports
      });
      expect(warn).toHaveBeenCalledWith("[env] OUTSIDE_FETCH_ALLOW is for tests only and is ignored in production");
      warn.mockRestore();
      await expect(prodFetch(`${site}/auth`)).rejects.toMatchObject({ code: "blocked-address" });
    } finally {
      process.env = saved;
    }
    // The same call outside production reaches the fixture.
    expect((await outsideFetch(`${site}/auth`)).status).toBe(200);
  });
});

describe("concurrencyLimit", () => {
  it("never runs more than the cap at once", async () => {
    const limit = concurrencyLimit(3);
    let active = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 12 }, () =>
        limit(async () => {
          peak = Math.max(peak, ++active);
          await new Promise((r) => setTimeout(r, 10));
          active--;
        }),
      ),
    );
    expect(peak).toBe(3);
  });
});
