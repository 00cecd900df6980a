import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { cards, chosen, skipConsent } from "../support/home-helpers";

// A second server whose database is down (a closed port) and with ad and analytics ids configured:
// the error state, and the consent-gated third-party scripts.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const BROKEN = `http://127.0.0.1:${PORT}`;
const GA = /googletagmanager\.com\/gtag\/js/;
const ADS = /pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/;
let server: ChildProcess | undefined;

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
      READ_CACHE_TTL_MS: "0",
      SITE_URL: BROKEN,
      NEXT_PUBLIC_ADSENSE_CLIENT: "ca-pub-0000000000000000",
      NEXT_PUBLIC_GA_ID: "G-E2ETEST00",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BROKEN}/api/ping`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the second server did not start");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

test("error state: the database is down", async ({ page, context }) => {
  await skipConsent(context);
  const res = await page.goto(`${BROKEN}/?state=CA`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Error Loading Programs" })).toBeVisible();
  await expect(page.getByText("Failed to load detox programs. Please try refreshing the page.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  // The rest of the page still works: search box, filters, guide.
  await expect(page.getByPlaceholder("Enter city, state, or zip code")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Filter Results" })).toBeVisible();
});

test("empty state: nothing matches", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/?q=zzqxv-nothing-matches");
  await expect(page.getByText("No programs found matching your criteria.")).toBeVisible();
  // It says what to try (decisions.md "The right provider first") and offers a way out with its count.
  await expect(page.getByText("Nothing matches “zzqxv-nothing-matches”. Check the spelling, or try a ZIP code or a city and state.")).toBeVisible();
  await expect(page.getByTestId("empty-ways").getByRole("link").first()).toBeVisible();
  await expect(page.getByTestId("results-count")).toHaveText("0 Programs Found");
  await expect(page.getByRole("navigation", { name: "Result pages" })).toHaveCount(0);
});

test("loading state: shown while the next results render", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/");
  await expect(cards(page)).toHaveCount(10);
  // Hold the server's answer for the new URL, so the loading state can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/\?state=OR/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId("filter-panel").getByRole("combobox", { name: "Location" }).selectOption({ label: "Oregon" });
  await expect(page.getByText("Loading programs...")).toBeVisible();
  await expect(chosen(page, "Location")).toHaveText("Oregon");
  release();
  await expect(page.getByText("Loading programs...")).toHaveCount(0);
  await expect(page).toHaveURL("/?state=OR");
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain(", OR");
});

test("populated state: cards, count and header text", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/");
  // Without a place the list says what it is, never "in your area" (decisions.md "Where the person is").
  await expect(page.getByRole("heading", { name: "Top rated programs across the US" })).toBeVisible();
  await expect(page.getByTestId("results-summary")).toContainText(/^\d+ programs\. Enter your ZIP code or city to see the nearest, or browse by state\.$/, { useInnerText: true });
  await expect(page.getByText(/in your area/)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(10);
});

test.describe("consent-gated scripts", () => {
  test("no analytics or ad script before a choice, nor after Necessary Only", async ({ page }) => {
    const seen: string[] = [];
    await page.route(/googletagmanager\.com|googlesyndication\.com/, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto(`${BROKEN}/`);
    await expect(page.getByRole("heading", { name: "We Value Your Privacy" })).toBeVisible();
    await page.waitForLoadState("networkidle"); // every request the page makes has been made
    expect(seen).toEqual([]);
    await page.getByRole("button", { name: "Necessary Only" }).click();
    await page.reload();
    await page.waitForLoadState("networkidle"); // every request the page makes has been made
    expect(seen).toEqual([]);
    await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
  });

  test("Accept All loads analytics and ads once their ids are configured", async ({ page }) => {
    const seen: string[] = [];
    await page.route(/googletagmanager\.com|googlesyndication\.com/, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto(`${BROKEN}/`);
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => seen.filter((u) => GA.test(u)).length).toBe(1);
    await expect.poll(() => seen.filter((u) => ADS.test(u)).length).toBe(1);
    expect(seen.find((u) => ADS.test(u))).toContain("client=ca-pub-0000000000000000");
    await expect(page.locator("ins.adsbygoogle").first()).toBeAttached();
  });

  test("on a search, Analytics gets the path only and no ad is requested, even after Accept All (issue 31, correction 16)", async ({ page }) => {
    const seen: string[] = [];
    await page.route(/googletagmanager\.com|googlesyndication\.com/, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto(`${BROKEN}/?q=lead+78701`);
    await page.getByRole("button", { name: "Accept All" }).click();
    await expect.poll(() => seen.filter((u) => GA.test(u)).length).toBe(1);
    const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer.map((a) => Array.from(a))));
    expect(layer).toContain('"page_view"');
    expect(layer).toContain('"send_page_view":false');
    expect(layer).not.toContain("78701");
    await page.waitForLoadState("networkidle");
    expect(seen.filter((u) => ADS.test(u))).toEqual([]);
    await expect(page.locator("ins.adsbygoogle")).toHaveCount(0);
  });

  test("Customize lets a visitor accept analytics only", async ({ page }) => {
    const seen: string[] = [];
    await page.route(/googletagmanager\.com|googlesyndication\.com/, (route) => {
      seen.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    });
    await page.goto(`${BROKEN}/`);
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("checkbox", { name: "Analytics (Optional)" }).click();
    await page.getByRole("button", { name: "Save My Choices" }).click();
    await expect.poll(() => seen.filter((u) => GA.test(u)).length).toBe(1);
    expect(seen.filter((u) => ADS.test(u))).toEqual([]);
  });

  test("without configured ids, Accept All loads nothing and no ad box renders", async ({ page }) => {
    const seen: string[] = [];
    await page.route(/googletagmanager\.com|googlesyndication\.com/, (route) => {
      seen.push(route.request().url());
      return route.abort();
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All" }).click();
    await page.waitForLoadState("networkidle"); // every request the page makes has been made
    expect(seen).toEqual([]);
    await expect(page.getByRole("complementary", { name: "Advertisement", exact: true })).toHaveCount(0);
    await expect(page.getByTestId("ad-slot")).toHaveCount(0);
    expect(await page.locator("main").textContent()).not.toContain("Advertisement");
  });
});
