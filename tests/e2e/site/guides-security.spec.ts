import { expect, test, type Page } from "@playwright/test";

// Security headers on the home page, a program page and a guide, and no CSP violation in Chromium.
async function firstProgramPath(page: Page): Promise<string> {
  const [first] = (await (await page.request.get("/api/programs?pageSize=1")).json()) as { id: string }[];
  return `/program/${first!.id}`;
}

function nonceOf(csp: string): string {
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

test("/, a program page and a guide carry the security headers, with a fresh nonce on every request", async ({ page }) => {
  for (const path of ["/", await firstProgramPath(page), "/detox-guide", "/states/texas", "/states/texas/austin"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    // The default MAP_TILE_URL's origin (OpenStreetMap's tile server).
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // No ad or analytics host while NEXT_PUBLIC_ADSENSE_CLIENT and NEXT_PUBLIC_GA_ID are unset.
    expect(csp).not.toMatch(/google|doubleclick/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=()");
    expect(h["x-powered-by"]).toBeUndefined();
    // Every script Next.js rendered carries this response's nonce.
    const body = await res.text();
    const nonce = nonceOf(csp);
    const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = nonceOf((await page.request.get(path)).headers()["content-security-policy"] ?? "");
    expect(again).not.toBe(nonce);
  }
});

test("a nonce, CSP or proxy marker a client sends is ignored: the page carries the server's own", async ({ request }) => {
  // scripts/server.mjs sets the pages' headers (there is no Next.js proxy); a client's copies of those
  // request headers, or the marker an older server set, must neither choose the nonce nor switch the CSP off.
  const res = await request.get("/detox-guide", {
    headers: {
      "x-nonce": "attacker",
      "content-security-policy": "script-src 'nonce-attacker'",
      "x-detox-page-headers": "1",
      "x-pathname": "/admin",
    },
  });
  expect(res.status()).toBe(200);
  const nonce = nonceOf(res.headers()["content-security-policy"] ?? "");
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const body = await res.text();
  expect(body).not.toContain("attacker");
  expect(body).toContain(`nonce="${nonce}"`);
});

test("API answers carry a deny-all CSP and nosniff", async ({ request }) => {
  const res = await request.get("/api/programs?pageSize=1");
  expect(res.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
});

test("pages hydrate under the CSP with no violation reported by Chromium", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Refused to load (CSP) ${e.violatedDirective} ${e.blockedURI}`));
  });
  for (const path of ["/", await firstProgramPath(page), "/detox-guide", "/symptoms-guide", "/states/texas"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // Hydrated: the Education links (a client component) open, and Escape closes them.
    await page.getByRole("button", { name: "Education" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Understanding Chelation Therapy" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("link", { name: "Understanding Chelation Therapy" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Education" })).toBeFocused();
  }
  // A page with a form: zod must not probe eval() (refused by the CSP) when it validates in the browser.
  await page.goto("/add-business");
  await page.waitForLoadState("load");
  await page.getByRole("button", { name: "Add Program" }).click();
  await expect(page.getByText("Program name is required").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("guides read well at 375 px: no horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/detox-guide", "/chelation-guide", "/symptoms-guide", "/choosing-guide", "/privacy-policy", "/terms-of-service"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("the site names its icons, and /favicon.ico exists (no 404 in the console)", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*" sizes="48x48" type="image\/x-icon"/);
  expect(html).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*" sizes="any" type="image\/svg\+xml"/);
  expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
});
