import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page, type Request } from "@playwright/test";
import { skipConsent } from "../support/home-helpers";

// /blood-lead-levels (issues 31 and 50): a POST form that works with and without JavaScript, whose value is in
// no URL, request address or Referer; a ZIP gives the state's program, the PEHSU region and providers near it;
// the answer prints on at most 2 Letter pages (features/blood-lead/README.md).
const PATH = "/blood-lead-levels";
const NOTES = "/work/notes/shots";

async function answer(page: Page, result: string, who: string, how: string, zip = "") {
  await page.getByLabel("Blood lead result, in µg/dL").fill(result);
  await page.getByRole("radio", { name: who }).check();
  await page.getByRole("radio", { name: how }).check();
  await page.getByLabel("ZIP code (optional)").fill(zip);
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === PATH),
    page.getByRole("button", { name: "Show what it means" }).click(),
  ]);
  await page.waitForLoadState();
  await expect(page.getByTestId("bll-answer").or(page.getByText("Please check the form"))).toBeVisible();
  return res;
}

/** Every request URL and Referer the page sends, to check that none carries the value. */
function watch(context: BrowserContext) {
  const seen: Request[] = [];
  context.on("request", (r) => seen.push(r));
  return async (value: string) => {
    const bad: string[] = [];
    for (const r of seen) {
      const headers = await r.allHeaders();
      if (r.url().includes(value) || (headers["referer"] ?? "").includes(value) || r.url().includes("result=")) bad.push(`${r.method()} ${r.url()}`);
    }
    return bad;
  };
}

for (const js of [false, true]) {
  test.describe(`JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("the form posts, the answer starts with the emergency rule, and the value is in no URL", async ({ page, context }) => {
      const leaks = watch(context);
      await page.goto(PATH);
      await answer(page, "8.37", "A child under 6", "Fingerstick or heel-prick (capillary)");
      expect(page.url()).toMatch(/\/blood-lead-levels$/);
      const box = page.getByTestId("bll-answer");
      await expect(box.getByTestId("bll-emergency")).toContainText("911");
      await expect(box.getByTestId("bll-emergency")).toContainText("whatever the number");
      await expect(page.getByTestId("bll-band")).toHaveText("3.5 to 19 µg/dL");
      await expect(page.getByTestId("bll-next-step")).toContainText("within 3 months");
      await expect(box).toContainText("Chelation and “detox” treatments are not recommended at this level");
      await expect(page.getByTestId("bll-questions").locator("li")).toHaveCount(3);
      // The form shows the visitor's answers again.
      await expect(page.getByLabel("Blood lead result, in µg/dL")).toHaveValue("8.37");
      expect(await leaks("8.37")).toEqual([]);
    });

    test("<3.5, µmol/L and a wrong unit", async ({ page }) => {
      await page.goto(PATH);
      await answer(page, "<3.5", "A child under 6", "Blood drawn from a vein (venous)");
      await expect(page.getByTestId("bll-band")).toHaveText("Below 3.5 µg/dL");
      await answer(page, "0.5 umol/L", "An adult", "Blood drawn from a vein (venous)");
      await expect(page.getByRole("heading", { name: "What a result of 0.5 µmol/L (10.36 µg/dL) means" })).toBeVisible();
      await expect(page.getByTestId("bll-who-how")).toContainText("1 µmol/L = 20.72 µg/dL");
      await answer(page, "12 mg/L", "An adult", "Blood drawn from a vein (venous)");
      await expect(page.getByText("Please check the form")).toBeVisible();
      await expect(page.getByText(/not "mg\/L"/)).toBeVisible();
    });
  });
}

test("a ZIP gives the state's lead program, the PEHSU region and fitting providers near it", async ({ page }) => {
  await page.goto(PATH);
  await answer(page, "8", "A child under 6", "Blood drawn from a vein (venous)", "10001");
  await expect(page.getByTestId("bll-lead-program")).toContainText("New York State Department of Health");
  await expect(page.getByTestId("bll-pehsu")).toContainText("Region 2");
  await expect(page.getByTestId("bll-pehsu").getByRole("link")).toHaveAttribute("href", "http://icahn.mssm.edu/research/pehsu");
  const providers = page.getByTestId("bll-providers");
  await expect(providers).toBeVisible();
  const search = await page.getByTestId("bll-search-link").getAttribute("href");
  // The home search around the ZIP the person gave (issue 49 item 4): a real home URL, not "/??q=".
  expect(search).toMatch(/^\/\?q=10001&radius=100&/);
  expect(search).toContain("specialty=pediatrics");
  expect(search).toContain("specialty=medical-toxicology");
  const links = providers.locator('a[href^="/program/"]');
  const count = await links.count();
  expect(count).toBeLessThanOrEqual(3);
  if (count === 0) await expect(page.getByTestId("bll-no-providers")).toContainText("within 100 miles");
  else for (const t of await providers.locator("li").allTextContents()) expect(Number(t.match(/\((\d+) miles\)/)?.[1])).toBeLessThanOrEqual(100);
  // An unknown ZIP is a clear message.
  await answer(page, "8", "A child under 6", "Blood drawn from a vein (venous)", "00000");
  await expect(page.getByText("We do not know the ZIP code 00000")).toBeVisible();
});

test("the answer is private, sends no Referer, and an old ?result= address shows the form, not the value", async ({ page, request }) => {
  const bare = await page.goto(PATH);
  expect(bare?.status()).toBe(200);
  expect(bare?.headers()["referrer-policy"]).toBe("same-origin");
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  const old = await page.goto(`${PATH}?result=47&who=child&how=venous`);
  expect(old?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("bll-legacy")).toBeVisible();
  await expect(page.getByTestId("bll-answer")).toHaveCount(0);
  expect(await page.content()).not.toContain(">47<");
  await expect(page.getByLabel("Blood lead result, in µg/dL")).toHaveValue("");
  await page.goto(PATH);
  const res = await answer(page, "50", "A child under 6", "Blood drawn from a vein (venous)");
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  void request;
});

// The answer's state program comes from the server with the answer; the browser's scripts carry only Poison Help
// (features/public-help/poison-help.ts), not the 51 states' rows (3.2 KB gzip before they were split off).
test("the page's scripts carry no state's program rows; the answer still names the state's program", async ({ page, context }) => {
  await skipConsent(context);
  const scripts: Promise<string>[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(r.text());
  });
  await page.goto(PATH);
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.some((b) => b.includes("1-800-222-1222"))).toBe(true); // the answer's code is among them, so the check below reads the right scripts
  const carrying = bodies.flatMap((b, i) => (b.includes("West Virginia Childhood Lead Poisoning Prevention Program") ? [`script ${i + 1} of ${bodies.length} (${b.length} bytes)`] : []));
  expect(carrying).toEqual([]);
  await answer(page, "8", "A child under 6", "Blood drawn from a vein (venous)", "25301"); // Charleston, WV
  await expect(page.getByTestId("bll-answer")).toContainText("West Virginia Childhood Lead Poisoning Prevention Program");
});

test("axe finds nothing on the form and on an answer", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto(PATH);
  const axe = () => new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  await answer(page, "50", "A child under 6", "Fingerstick or heel-prick (capillary)", "10001");
  expect((await axe()).violations.map((v) => v.id)).toEqual([]);
});

test("prints on at most 2 Letter pages, without menus, form or footer; screenshots for the notes", async ({ page, context }) => {
  await skipConsent(context);
  mkdirSync(NOTES, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(PATH);
    await answer(page, "8", "A child under 6", "Fingerstick or heel-prick (capillary)", "10001");
    await page.getByTestId("bll-answer").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${NOTES}/bll-answer-${width}.png`, fullPage: true });
  }
  for (const [result, who, how] of [
    ["8", "A child under 6", "Fingerstick or heel-prick (capillary)"],
    ["50", "A child under 6", "Blood drawn from a vein (venous)"],
    ["46", "Someone pregnant or breastfeeding", "Blood drawn from a vein (venous)"],
  ] as const) {
    await page.goto(PATH);
    await answer(page, result, who, how, "10001");
    const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
    const pages = (pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect({ result, who, pages: pages <= 2 && pages >= 1 }).toEqual({ result, who, pages: true });
  }
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 816, height: 1056 });
  await expect(page.getByTestId("bll-form")).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByTestId("bll-print-sources")).toBeVisible();
  await page.screenshot({ path: `${NOTES}/bll-print.png`, fullPage: true });
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
    await page.getByRole("button", { name: "Show what it means" }).click();
    await expect(page.getByTestId("bll-band")).toHaveText("3.5 to 19 µg/dL");
    expect(page.url()).toBe(`${BASE}${PATH}`);
    await page.waitForLoadState("networkidle");
    // Leave through the client router and come back with Back: the URL with the value returns in the same document.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${BASE}/`);
    await page.waitForLoadState("networkidle");
    await page.goBack();
    await page.waitForLoadState("networkidle");

    const others = seen.filter((r) => new URL(r.url()).origin !== BASE);
    expect(others.map((r) => r.url())).toEqual([]);
    const carrying = await Promise.all(
      seen.map(async (r) => {
        const headers = await r.allHeaders();
        const where = [r.url(), ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
        return where.some((text) => text.includes(VALUE) || text.includes("result=")) ? `${r.method()} ${r.url()} ${headers["referer"] ?? ""}` : null;
      }),
    );
    // No URL or header carries it: only the form's POST body, to the page itself.
    expect(carrying.filter(Boolean)).toEqual([]);
    expect(seen.filter((r) => r.method() === "POST" && (r.postData() ?? "").includes(VALUE)).map((r) => r.url())).toEqual([`${BASE}${PATH}`]);
  });
});
