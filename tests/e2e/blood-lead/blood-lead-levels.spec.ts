import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type BrowserContext, type Page, type Request } from "@playwright/test";
import { skipConsent } from "../support/home-helpers";

// /blood-lead-levels (issue 31, item 2): a GET form that works without JavaScript, and a value that no request
// carries anywhere but the page's own GET (features/blood-lead/README.md, "Privacy").
const SHOTS = "test-results/blood-lead-levels";
const PATH = "/blood-lead-levels";

async function answer(page: Page, result: string, who: string, how: string) {
  await page.goto(PATH);
  await page.getByLabel("Blood lead result, in µg/dL").fill(result);
  await page.getByRole("radio", { name: who }).check();
  await page.getByRole("radio", { name: how }).check();
  await Promise.all([page.waitForURL(/result=/), page.getByRole("button", { name: "Show what it means" }).click()]);
}

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute("content");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1280]) {
    test(`a child at 12 µg/dL (fingerstick) and at 50 µg/dL (venous), ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await answer(page, "12", "A child under 6", "Fingerstick or heel-prick (capillary)");
      expect(new URL(page.url()).search).toBe("?result=12&who=child&how=capillary");
      expect(new URL(page.url()).hash).toBe("#bll-answer");
      await expect(page.getByTestId("bll-band")).toHaveText("3.5 to 19 µg/dL");
      await expect(page.getByRole("heading", { name: "First: confirm with a venous test" })).toBeVisible();
      await expect(page.getByText("CDC's schedule is within 1 month")).toBeVisible();
      await expect(page.getByRole("link", { name: "1-800-222-1222" }).first()).toHaveAttribute("href", "tel:+18002221222");
      await expect(page.getByRole("link", { name: "Find pediatric care near you" })).toHaveAttribute("href", "/?specialty=pediatrics");
      await expect(page.getByRole("link", { name: /regional Pediatric Environmental Health Specialty Unit/ })).toHaveAttribute("href", "https://www.pehsu.net/index.html");
      await expect(page.getByRole("link", { name: "Find medical toxicology near you" })).toHaveCount(0);
      expect(await robots(page)).toContain("noindex");
      // The form shows the visitor's answers again.
      await expect(page.getByLabel("Blood lead result, in µg/dL")).toHaveValue("12");
      await expect(page.getByRole("radio", { name: "A child under 6" })).toBeChecked();
      const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(noHorizontalScroll).toBe(true);

      await answer(page, "50", "A child under 6", "Blood drawn from a vein (venous)");
      await expect(page.getByTestId("bll-band")).toHaveText("45 to 69 µg/dL");
      await expect(page.getByText("From 45 µg/dL, CDC's recommendations include chelation therapy.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Find medical toxicology near you" })).toHaveAttribute("href", "/?specialty=medical-toxicology");
      await expect(page.getByRole("heading", { name: "First: confirm with a venous test" })).toHaveCount(0);
    });
  }

  test("the bare page is indexed, answers are private and send no Referer", async ({ page }) => {
    const bare = await page.goto(PATH);
    expect(bare?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
    await expect(page.getByTestId("bll-answer")).toHaveCount(0);
    const res = await page.goto(`${PATH}?result=12&who=child&how=capillary`);
    expect(res?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(res?.headers()["cache-control"]).toBe("private, no-store");
  });

  test("hostile input gives a clear message, not an error page", async ({ page }) => {
    for (const [query, message] of [
      ["result=abc&who=child&how=venous", "Enter the result as a number in µg/dL (ug/dL), for example 4.2."],
      ["result=-4&who=child&how=venous", /cannot be below zero/],
      ["result=1e308&who=adult&how=venous", /as a number/],
      ["result=3.14159&who=pregnant&how=venous", /at most two decimal places/],
      ["result=99999&who=child&how=venous", /higher than any result we can read/],
      ["result=12&result=13&who=child&how=venous", "Enter one result at a time."],
      ["result=12&who=%3Cscript%3E&how=venous", "Choose who was tested."],
    ] as const) {
      const res = await page.goto(`${PATH}?${query}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("alert")).toContainText("Please check the form");
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByTestId("bll-answer")).toHaveCount(0);
    }
  });
});

test.describe("screenshots", () => {
  for (const width of [390, 1280]) {
    test(`answers at ${width} px`, async ({ page, context }) => {
      await skipConsent(context);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      for (const [query, name] of [
        ["result=12&who=child&how=capillary", "child-12-capillary"],
        ["result=50&who=child&how=venous", "child-50-venous"],
      ] as const) {
        await page.goto(`${PATH}?${query}#bll-answer`);
        await expect(page.getByTestId("bll-answer")).toBeInViewport({ ratio: 0.1 });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-first-screen.png` });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});

// A second server with an analytics id configured (as in home-states.spec.ts), so the test can fail.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;

async function acceptAll(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, analytics: true, marketing: false, timestamp: new Date().toISOString() }));
  });
  // Google's hosts answer with an empty script: nothing leaves the machine.
  await context.route(/googletagmanager\.com|google-analytics\.com|googlesyndication\.com/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

test.describe("with JavaScript and analytics accepted", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    server = spawn(process.execPath, ["scripts/server.mjs"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATABASE_URL: "postgres://detox@127.0.0.1:1/closed",
        DB_CONNECT_TIMEOUT_MS: "500",
        SITE_URL: BASE,
        NEXT_PUBLIC_GA_ID: "G-E2ETEST00",
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${BASE}/api/ping`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the analytics server did not start");
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("analytics loads on other pages with this consent (the next test can fail)", async ({ page, context }) => {
    await acceptAll(context);
    const google: string[] = [];
    page.on("request", (r) => {
      if (/googletagmanager\.com/.test(r.url())) google.push(r.url());
    });
    await page.goto(`${BASE}/about/listings`);
    await expect.poll(() => google.length).toBeGreaterThan(0);
  });

  test("no request carrying the value leaves the page, and none goes to another origin", async ({ page, context }) => {
    await acceptAll(context);
    const VALUE = "12.34";
    const seen: Request[] = [];
    context.on("request", (r) => seen.push(r));
    await page.goto(`${BASE}${PATH}`);
    await page.getByLabel("Blood lead result, in µg/dL").fill(VALUE);
    await page.getByRole("radio", { name: "A child under 6" }).check();
    await page.getByRole("radio", { name: "Fingerstick or heel-prick (capillary)" }).check();
    await Promise.all([page.waitForURL(/result=12\.34/), page.getByRole("button", { name: "Show what it means" }).click()]);
    await expect(page.getByTestId("bll-band")).toHaveText("3.5 to 19 µg/dL");
    await page.waitForLoadState("networkidle");
    // Leave through the client router and come back with Back: the URL with the value returns in the same document.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${BASE}/`);
    await page.waitForLoadState("networkidle");
    await page.goBack();
    await page.waitForURL(/result=12\.34/);
    await page.waitForLoadState("networkidle");

    const others = seen.filter((r) => new URL(r.url()).origin !== BASE);
    expect(others.map((r) => r.url())).toEqual([]);
    const carrying = await Promise.all(
      seen.map(async (r) => {
        const headers = await r.allHeaders();
        const where = [r.url(), ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), r.postData() ?? ""];
        return where.some((text) => text.includes(VALUE) || text.includes("result=")) ? `${r.method()} ${r.url()} ${headers["referer"] ?? ""}` : null;
      }),
    );
    // Only the form's own GET (the document the browser loaded) carries the value.
    expect(carrying.filter(Boolean)).toEqual([`GET ${BASE}${PATH}?result=12.34&who=child&how=capillary `]);
    const ga = await page.evaluate(() => (window as unknown as Record<string, unknown>)["ga-disable-G-E2ETEST00"]);
    expect(ga).toBe(true);
  });
});
