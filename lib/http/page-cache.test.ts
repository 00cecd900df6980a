import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { createPageCache, hashInlineScripts, pageCacheKey, pageCopy, type PageCopy } from "@/lib/http/page-cache.mjs";
import { buildCsp } from "@/lib/http/page-headers.mjs";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const headersOf = (h: Record<string, string>) => (name: string) => h[name];

describe("pageCacheKey: which requests a kept copy may answer", () => {
  it.each(["/detox-guide", "/chelation-guide", "/privacy-policy", "/terms-of-service", "/about/listings", "/about/reviews", "/states", "/states/texas", "/blood-lead-levels"])(
    "keeps %s",
    (pathname) => {
      expect(pageCacheKey({ method: "GET", pathname, search: "", header: headersOf({}) })).toBe(`${pathname}|`);
    },
  );

  it.each(["/", "/program/5b1c3f8e-0000-4000-8000-000000000000", "/states/texas/austin", "/add-business", "/owner", "/manage-programs", "/contact", "/api/ping"])(
    "renders %s every time",
    (pathname) => {
      expect(pageCacheKey({ method: "GET", pathname, search: "", header: headersOf({}) })).toBeNull();
    },
  );

  it("keeps the Spanish copy of a kept page that exists in Spanish, under its own key, and no other /es path", () => {
    const key = (pathname: string) => pageCacheKey({ method: "GET", pathname, search: "", header: headersOf({}) });
    expect(key("/es/blood-lead-levels")).toBe("/es/blood-lead-levels|");
    expect(key("/es/blood-lead-levels")).not.toBe(key("/blood-lead-levels"));
    expect(key("/es/states")).toBe("/es/states|");
    expect(key("/es/detox-guide")).toBe("/es/detox-guide|"); // the Spanish guides and policies, like their English pages
    expect(key("/es/terms-of-service")).toBe("/es/terms-of-service|");
    expect(key("/es/about/listings")).toBeNull(); // not translated yet: rendered (a 404) every time, never kept
    expect(key("/es/contact")).toBeNull(); // translated, but not a kept page in either language
    expect(key("/es/states/texas")).toBe("/es/states/texas|"); // a state page, kept in both languages
    expect(key("/es/states/texas/austin")).toBeNull(); // city pages are not kept, in either language
    expect(key("/es/program/00000000-0000-0000-0000-000000000001")).toBeNull(); // nor program pages
    expect(key("/es")).toBeNull();
    expect(pageCacheKey({ method: "POST", pathname: "/es/blood-lead-levels", search: "", header: headersOf({}) })).toBeNull();
  });

  it("never keeps a query, a POST (the blood lead answer), a session or the client router's requests", () => {
    const get = (search: string, h: Record<string, string> = {}, method = "GET") => pageCacheKey({ method, pathname: "/blood-lead-levels", search, header: headersOf(h) });
    expect(get("?result=12&who=child")).toBeNull();
    expect(get("", {}, "POST")).toBeNull();
    expect(get("", { cookie: "theme=dark; detox_owner=abc" })).toBeNull();
    expect(get("", { cookie: "__Host-detox_admin=abc" })).toBeNull();
    expect(get("", { rsc: "1" })).toBeNull();
    expect(get("", { "next-router-prefetch": "1" })).toBeNull();
    expect(get("", { purpose: "prefetch" })).toBeNull();
    expect(get("", {}, "HEAD")).toBe("/blood-lead-levels|");
    expect(get("", { cookie: "theme=dark" })).toBe("/blood-lead-levels|");
    // Global Privacy Control changes the first render (marketing off): its own copy.
    expect(get("", { "sec-gpc": "1" })).toBe("/blood-lead-levels|gpc");
  });
});

describe("hashInlineScripts", () => {
  it("drops the render's nonce and hashes each inline script's exact text, not files or JSON-LD", () => {
    const html =
      '<head><script src="/_next/static/chunks/a.js" async="" nonce="N0nce=="></script>' +
      '<script nonce="N0nce==">(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script type="application/ld+json" nonce="N0nce==">{"@type":"Thing"}</script></head>' +
      '<body><script nonce="N0nce==">self.__next_f.push([1,"é\\u003c"])</script><script nonce="N0nce=="></script></body>';
    const { html: out, hashes } = hashInlineScripts(html, "N0nce==");
    expect(out).not.toContain("nonce");
    expect(out).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(hashes).toEqual([sha("(self.__next_f=self.__next_f||[]).push([0])"), sha('self.__next_f.push([1,"é\\u003c"])')]);
  });
});

describe("pageCopy and the kept copy's CSP", () => {
  const csp = (hashes: string[]) => buildCsp({ nonce: "", hashes });
  const rendered = (generation = 0) =>
    pageCopy({
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["content-security-policy", "script-src 'self' 'nonce-abc' 'strict-dynamic'"],
        ["cache-control", "public, max-age=0, s-maxage=60, stale-while-revalidate=300"],
        ["vary", "rsc, Sec-GPC"],
        ["content-length", "99"],
        ["set-cookie", "x=1"],
      ],
      html: '<script nonce="abc">go()</script>',
      csp,
      generation,
      now: 1_000,
    });

  it("allows the inline scripts by hash, with no nonce and no 'strict-dynamic', and keeps the other directives", () => {
    const copy = rendered();
    const header = Object.fromEntries(copy.headers.map(([k, v]) => [k.toLowerCase(), v]));
    expect(header["content-security-policy"]).toContain(`script-src 'self' 'sha256-${sha("go()")}'`);
    expect(header["content-security-policy"]).not.toMatch(/nonce|strict-dynamic|unsafe-inline'? *;? *script/);
    expect(header["content-security-policy"]).toContain("object-src 'none'");
    expect(header["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(header["vary"]).toBe("rsc, Sec-GPC, Accept-Encoding");
    expect(header["cache-control"]).toMatch(/^public/);
    expect(header["content-length"]).toBeUndefined();
    expect(header["set-cookie"]).toBeUndefined();
    expect(copy.identity.toString()).toBe("<script>go()</script>");
    expect(gunzipSync(copy.gzip).toString()).toBe("<script>go()</script>");
  });

  it("the cache serves a copy only in the generation it was rendered in, and renders once for concurrent asks", async () => {
    let generation = 0;
    let clock = 0;
    let renders = 0;
    const cache = createPageCache({ generation: () => generation, allowed: () => true, now: () => clock });
    const render = async (g: number): Promise<PageCopy> => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 5));
      return { ...rendered(g), expires: clock + 60_000 };
    };
    const [a, b] = await Promise.all([cache.fill("/about|", render), cache.fill("/about|", render)]);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(cache.get("/about|")).toBe(a);
    generation += 1; // a write, here or on another server
    expect(cache.get("/about|")).toBeUndefined();
    // A write while the page renders: the copy answers its own request, and is not kept.
    const racing = cache.fill("/about|", async (g) => {
      generation += 1;
      return render(g);
    });
    expect(await racing).not.toBeNull();
    expect(cache.get("/about|")).toBeUndefined();
    await cache.fill("/about|", render);
    expect(cache.get("/about|")).toBeDefined();
    clock += 60_001; // a minute at most, as a CDN keeps it
    expect(cache.get("/about|")).toBeUndefined();
  });

  it("keeps nothing while not allowed (READ_CACHE_TTL_MS=0, or a PostgreSQL server not hearing the others)", async () => {
    const cache = createPageCache({ generation: () => 0, allowed: () => false, now: () => 0 });
    await cache.fill("/about|", async (g) => ({ ...rendered(g), expires: 60_000 }));
    expect(cache.get("/about|")).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });
});
