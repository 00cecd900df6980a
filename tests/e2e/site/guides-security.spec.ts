import { expect, test, type Page } from "@playwright/test";

// Security headers on the home page, a program page and a guide, and no CSP violation in Chromium.
async function firstProgramPath(page: Page): Promise<string> {
  const [first] = (await (await page.request.get("/api/programs?pageSize=1")).json()) as { id: string }[];
  return `/program/${first!.id}`;
}

function nonceOf(csp: string): string {
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

// Pages that are the same for every visitor are kept in the server's memory (lib/http/page-cache.mjs): their
// inline scripts are allowed by hash. Every other page gets a fresh nonce.
const KEPT = ["/detox-guide", "/states/texas", "/blood-lead-levels"];

test("/, a program page and a guide carry the security headers, with a fresh nonce on every request", async ({ page }) => {
  for (const path of ["/", await firstProgramPath(page), ...KEPT, "/states/texas/austin"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    if (KEPT.includes(path)) {
      expect(h["x-page-cache"], path).toBe("hit");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(csp).not.toMatch(/nonce|strict-dynamic|unsafe-inline'[^;]*script/);
      expect(await res.text()).not.toContain("nonce=");
    } else {
      expect(h["x-page-cache"], path).toBeUndefined();
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    }
    // The default MAP_TILE_URL's origin (OpenStreetMap's tile server).
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // No ad or analytics host while NEXT_PUBLIC_ADSENSE_CLIENT and NEXT_PUBLIC_GA_ID are unset.
    expect(csp).not.toMatch(/google|doubleclick/);
    expect(h["x-content-type-options"]).toBe("nosniff");
    // The blood lead page sends no Referer to another origin (next.config.ts), kept or not.
    expect(h["referrer-policy"]).toBe(path === "/blood-lead-levels" ? "same-origin" : "strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=()");
    expect(h["x-powered-by"]).toBeUndefined();
    if (KEPT.includes(path)) continue;
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
  const res = await request.get("/states/texas/austin", {
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
  // A kept page: the client's headers change nothing either.
  const kept = await request.get("/detox-guide", { headers: { "x-nonce": "attacker", "content-security-policy": "script-src 'nonce-attacker'", "x-detox-page-fill": "x" } });
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(kept.headers()["content-security-policy"]).not.toContain("attacker");
  expect(await kept.text()).not.toContain("attacker");
});

test("an inline script injected into the HTML is refused, on a kept page and on a page rendered per request", async ({ page }) => {
  for (const path of ["/detox-guide", await firstProgramPath(page)]) {
    const violations: string[] = [];
    page.removeAllListeners("console");
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    // The server's answer, headers untouched, with a script added to its markup as a stored injection would be.
    await page.route(`**${path}`, async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>");
      await route.fulfill({ response, body: html });
    });
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected), path).toBeUndefined();
    expect(violations.some((v) => /inline script/i.test(v)), `${path}: ${violations.join(" | ")}`).toBe(true);
    // The page's own scripts still ran: it hydrated.
    await page.getByRole("button", { name: "Education" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Understanding Chelation Therapy" })).toBeVisible();
    await page.unrouteAll();
  }
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
  for (const path of ["/", await firstProgramPath(page), "/detox-guide", "/symptoms-guide", "/states/texas", "/states", "/blood-lead-levels", "/about/reviews"]) {
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
