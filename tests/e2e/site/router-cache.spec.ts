import { expect, test } from "@playwright/test";

// Security issue 29, items 2 and 7, on the built site: the client router's requests for public pages are
// never cacheable by a shared cache (a CDN that ignores Vary would serve flight data to visitors), and
// public pages say they vary on Sec-GPC.
const PUBLIC = ["/", "/detox-guide", "/states/texas", "/states/texas/austin"];

test("RSC, prefetch and router-state requests answer private, no-store, redirects included", async ({ request }) => {
  for (const path of PUBLIC) {
    const variants: Record<string, string>[] = [{ RSC: "1" }, { RSC: "1", "Next-Router-Prefetch": "1" }, { RSC: "1", "Next-Router-State-Tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }, null, null, true])) }];
    for (const headers of variants) {
      const res = await request.get(path, { headers, maxRedirects: 0 });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBeLessThan(400);
      const cc = res.headers()["cache-control"] ?? "";
      expect({ path, headers, cc }).toEqual({ path, headers, cc: expect.stringMatching(/^private, no-store/) });
      expect(cc).not.toMatch(/public|s-maxage/);
    }
    const withQuery = await request.get(`${path}?_rsc=e2e1`, { headers: { RSC: "1" }, maxRedirects: 0 });
    expect(withQuery.headers()["cache-control"], path).toMatch(/^private, no-store/);
  }
});

test("the HTML of a public page stays cacheable and varies on Sec-GPC; no HSTS on an http site", async ({ request }) => {
  for (const path of PUBLIC) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h["cache-control"], path).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(h.vary?.split(",").map((v) => v.trim().toLowerCase()), path).toContain("sec-gpc");
    expect(h["strict-transport-security"], path).toBeUndefined();
  }
});
