import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allPrograms, digits, findProgram } from "../support/program-fixtures";

const usablePhone = (phone: string) => digits(phone).length >= 7;

test("the header, sidebar and disclaimer of a program with reviews", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 1 && usablePhone(x.phone));
  await page.goto(`/program/${p.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  // Text, test ids and labels are looked up in #main throughout this file. The streamed page arrives in a hidden
  // element outside it, and React used to render the page again next to that copy when the consent context changed
  // at hydration (fixed in consent-provider.tsx; tested below). Role queries skip hidden elements already.
  const main = page.locator("#main");
  await expect(main.getByText(`(${p.reviewCount} reviews)`)).toBeVisible();
  await expect(main.getByTestId("program-address")).toHaveText(`${p.address}, ${p.city}, ${p.state} ${p.zipCode}`);
  await expect(main.getByText(p.description)).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Search" })).toHaveAttribute("href", "/");

  const summary = page.getByRole("region", { name: "Rating Summary" });
  await expect(summary.getByTestId("rating-average")).toHaveText(p.rating.toFixed(1));
  await expect(summary).toContainText(`Based on ${p.reviewCount} reviews`);
  await expect(summary.getByRole("img", { name: `Rated ${p.rating.toFixed(1)} out of 5` })).toBeVisible();

  // No ad client is configured in the e2e server: no ad slot at all.
  await expect(page.getByRole("complementary", { name: "Advertisement" })).toHaveCount(0);
  await expect(page.getByTestId("ad-slot")).toHaveCount(0);
  await expect(page.getByRole("complementary", { name: "Medical disclaimer" })).toContainText("not medical advice");

  // Program type badges on the Details tab (the default).
  await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
  for (const type of p.programTypes) await expect(page.getByRole("tabpanel").getByText(type, { exact: true })).toBeVisible();
  for (const cert of p.certifications) await expect(page.getByRole("tabpanel").getByText(cert, { exact: true })).toBeVisible();
});

test("the browser keeps the server's page: hydration never renders a second copy of it", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0);
  // Counts the Details panels in the document at every change while the page loads. React moves the streamed page
  // out of its hidden holder into place (one panel throughout); a context change above it before it is revealed
  // makes React discard that HTML and render the page anew beside it (two panels, 1 load in 3 before the fix).
  await page.addInitScript(() => {
    const w = window as unknown as { maxPanels: number };
    w.maxPanels = 0;
    new MutationObserver(() => {
      w.maxPanels = Math.max(w.maxPanels, document.querySelectorAll('[id$="-panel-details"]').length);
    }).observe(document, { childList: true, subtree: true });
  });
  for (let i = 0; i < 12; i++) {
    await page.goto(`/program/${p.id}`);
    await expect(page.getByRole("tabpanel", { name: "Details" })).toBeVisible();
    await page.waitForTimeout(350); // the longest a completed part waits to be revealed (React batches reveals: 300 ms)
    expect(await page.evaluate(() => (window as unknown as { maxPanels: number }).maxPanels)).toBe(1);
  }
});

test("tabs switch in place and keep the URL shareable", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0);
  await page.goto(`/program/${p.id}`);
  const reviewsTab = page.getByRole("tab", { name: "Reviews" });

  await reviewsTab.click();
  await expect(page).toHaveURL(`/program/${p.id}?tab=reviews`);
  await expect(reviewsTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "Write a Review" })).toBeVisible();
  await expect(page.locator("#main").getByLabel("Your name")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Reviews (${p.reviewCount})` })).toBeVisible();

  await page.getByRole("tab", { name: "Location" }).click();
  await expect(page).toHaveURL(`/program/${p.id}?tab=location`);
  await expect(page.locator("#main").getByTestId("program-map")).toHaveAttribute("data-markers", "1");

  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page).toHaveURL(`/program/${p.id}`);
  await expect(page.getByRole("heading", { name: "Write a Review" })).toBeHidden();

  // The shared URL opens on its tab, rendered by the server.
  await page.goto(`/program/${p.id}?tab=reviews`);
  await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "false");
  await expect(page.locator("#main").getByLabel("Your name")).toBeVisible();

  // Arrow keys move between tabs (and the URL follows).
  await page.getByRole("tab", { name: "Reviews" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(`/program/${p.id}?tab=location`);

  // An unknown tab value falls back to Details.
  await page.goto(`/program/${p.id}?tab=nonsense`);
  await expect(page.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
});

test("without JavaScript the page shows, and each tab is a link to its server-rendered URL", async ({ browser, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0);
  const context = await browser.newContext({ javaScriptEnabled: false });
  // Playwright turns scripts off without the parser's "scripting disabled" flag, so <noscript> would stay
  // inert; unwrap it, as a browser with JavaScript turned off reads it.
  await context.route(/\/program\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<\/?noscript>/g, "");
    await route.fulfill({ response, body });
  });
  const page = await context.newPage();
  await page.goto(`/program/${p.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  await expect(page.getByRole("status", { name: "Loading program" })).toBeHidden();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(heading!.y).toBeLessThan(footer!.y);

  await page.getByRole("tab", { name: "Reviews" }).click();
  await expect(page).toHaveURL(`/program/${p.id}?tab=reviews`);
  await expect(page.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: `Reviews (${p.reviewCount})` })).toBeVisible();
  // Page-wide here: without JavaScript the streamed parts stay where they arrived, outside #main (shown by the
  // <noscript> style), and nothing moves them, so there is no hidden copy to confuse.
  await expect(page.getByLabel("Your name")).toBeVisible();
  await context.close();
});

test("the Location tab shows the program on a map with its marker", async ({ page, request }) => {
  const p = await findProgram(request, () => true);
  await page.goto(`/program/${p.id}?tab=location`);
  const map = page.locator("#main").getByTestId("program-map");
  await expect(map).toHaveAttribute("data-markers", "1");
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  await expect(page.locator(".leaflet-marker-icon")).toHaveAttribute("title", p.name);
  await expect(page.getByRole("region", { name: `Map showing the location of ${p.name}` })).toHaveCSS("height", "384px");
  // Under load the first click can land before Leaflet has bound the popup: click until it opens (a few seconds).
  await expect(async () => {
    await page.locator(".leaflet-marker-icon").click();
    await expect(page.locator(".leaflet-popup-content")).toContainText(p.name, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
});

test("each pricing case: both prices, only a minimum, only a maximum, none", async ({ page, request }) => {
  const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
  const cases = [
    { match: (x: { priceMin: number | null; priceMax: number | null }) => x.priceMin !== null && x.priceMax !== null && x.priceMin !== x.priceMax, text: (x: { priceMin: number | null; priceMax: number | null }) => `${usd(x.priceMin!)} - ${usd(x.priceMax!)}` },
    { match: (x: { priceMin: number | null; priceMax: number | null }) => x.priceMin !== null && x.priceMax === null, text: (x: { priceMin: number | null }) => `From ${usd(x.priceMin!)}` },
    { match: (x: { priceMin: number | null; priceMax: number | null }) => x.priceMin === null && x.priceMax !== null, text: (x: { priceMax: number | null }) => `Up to ${usd(x.priceMax!)}` },
  ];
  for (const c of cases) {
    const p = await findProgram(request, c.match);
    await page.goto(`/program/${p.id}`);
    const card = page.getByRole("region", { name: "Pricing" });
    await expect(card.getByTestId("price-range")).toHaveText(c.text(p));
    // What the price covers, from the listing's own field, or that the listing does not say (issue 49).
    if (p.priceUnit) await expect(card.getByTestId("price-unit")).toHaveText(/^per /);
    else await expect(card.getByTestId("price-unit-missing")).toBeVisible();
    await expect(card).toContainText("Contact the program for detailed pricing information");
  }
  const none = await findProgram(request, (x) => x.priceMin === null && x.priceMax === null);
  await page.goto(`/program/${none.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(none.name);
  await expect(page.getByRole("region", { name: "Pricing" })).toHaveCount(0);
  await expect(page.getByText("Contact the program for detailed pricing information")).toHaveCount(0);
});

test("contact links appear only for the fields a program has", async ({ page, request }) => {
  const full = await findProgram(request, (x) => usablePhone(x.phone) && !!x.email && !!x.website);
  await page.goto(`/program/${full.id}`);
  let card = page.getByRole("region", { name: "Contact Information" });
  const d = digits(full.phone);
  await expect(card.getByRole("link", { name: new RegExp(full.phone.replace(/[()]/g, "\\$&")) })).toHaveAttribute("href", d.length === 10 ? `tel:+1${d}` : `tel:+${d}`);
  await expect(card.getByRole("link", { name: new RegExp(full.email!) })).toHaveAttribute("href", `mailto:${full.email}`);
  const site = card.getByRole("link", { name: /Visit Website/ });
  await expect(site).toHaveAttribute("href", new URL(full.website!).toString());
  await expect(site).toHaveAttribute("target", "_blank");
  await expect(site).toHaveAttribute("rel", /noopener/);

  const noEmail = await findProgram(request, (x) => !x.email && !!x.website && usablePhone(x.phone));
  await page.goto(`/program/${noEmail.id}`);
  card = page.getByRole("region", { name: "Contact Information" });
  await expect(card.getByRole("link", { name: /Visit Website/ })).toBeVisible();
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(0);

  const noWebsite = await findProgram(request, (x) => !x.website && !!x.email);
  await page.goto(`/program/${noWebsite.id}`);
  card = page.getByRole("region", { name: "Contact Information" });
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(card.getByRole("link", { name: /Visit Website/ })).toHaveCount(0);

  const noPhone = await findProgram(request, (x) => !usablePhone(x.phone));
  await page.goto(`/program/${noPhone.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(noPhone.name);
  // (The footer's Poison Control and 911 links are not the program's, nor is the public-help box's Poison Help.)
  await expect(page.getByRole("main").locator('a[href^="tel:"]:not([data-testid="public-help"] a)')).toHaveCount(0);
  // Poison Help, and the state program's own phone where CDC's page gives one (features/public-help/resources.ts).
  await expect(page.locator("#main").getByTestId("public-help").locator('a[href="tel:+18002221222"]')).toHaveCount(1);
});

test("unknown and malformed ids show Program Not Found with a 404 status", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-program-id", "%27%3Cscript%3E"]) {
    const res = await page.goto(`/program/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Program Not Found" })).toBeVisible();
    await expect(page.locator("#main").getByText("The program you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  }
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
});

test("published practitioners are listed on the Details tab", async ({ page, request }) => {
  // About half the demo programs have a published practitioner; look through a few.
  for (const p of (await allPrograms(request)).slice(0, 15)) {
    await page.goto(`/program/${p.id}`);
    const section = page.getByRole("region", { name: "Practitioners" });
    if ((await section.count()) === 0) continue;
    await expect(section.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(section).toContainText("Specialties:");
    await expect(section).toContainText("Languages:");
    return;
  }
  throw new Error("no program with published practitioners among the first 15");
});

test("no accessibility violations on the Details and Reviews tabs", async ({ page, request }) => {
  const p = await findProgram(request, (x) => x.reviewCount > 0 && x.priceMin !== null);
  for (const tab of ["", "?tab=reviews"]) {
    await page.goto(`/program/${p.id}${tab}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (tab) await expect(page.locator("#main").getByRole("button", { name: "Submit Review" })).toBeEnabled();
    // The form's button fades in from disabled once the page is hydrated: axe must not read its colours mid-fade.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === "finished"));
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
