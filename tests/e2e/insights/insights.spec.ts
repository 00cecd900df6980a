import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN, E2E_ADMIN_PASSWORD } from "../../../playwright.config";
import { skipConsent } from "../support/home-helpers";

/**
 * Insights (features/insights): a program page counts its view, its Call, Visit Website and Directions
 * links count their clicks, a card's Call Now too, and Manage Programs shows them. Nothing leaves the
 * machine: the links' own navigation (tel:, new tabs to .example and Google Maps) is prevented in the page
 * after our counting listener has run, and the counts are read through the admin API and screen.
 */
const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };
const SHOTS = process.env.INSIGHTS_SHOTS_DIR ?? "test-results/insights";
type Counts = { view: number; call: number; website: number; directions: number };
type Program = { id: string; name: string; phone: string | null; website: string | null };

async function totals(request: APIRequestContext, id: string): Promise<Counts> {
  const res = await request.get(`/api/admin/programs/${id}/insights?days=30`, { headers: bearer });
  expect(res.status()).toBe(200);
  return (await res.json()).totals;
}

/** Keeps the page where it is when a counted link is pressed (our listener runs first, in the capture phase). */
async function stayOnPage(page: Page) {
  await page.evaluate(() => window.addEventListener("click", (e) => (e.target as Element).closest("a[data-insight]") && e.preventDefault()));
}

/** Presses a link and waits for the event it sends; answers the event's type. */
async function pressAndCount(page: Page, link: ReturnType<Page["locator"]>, programId: string) {
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/programs/${programId}/events`) && r.request().method() === "POST");
  await link.click();
  const res = await sent;
  expect(res.status()).toBe(202);
  return JSON.parse(res.request().postData() ?? "{}").type as string;
}

test("a program page counts its view and each link's click; Manage Programs shows them", async ({ page, request }) => {
  test.setTimeout(60_000);
  const list: Program[] = await (await request.get("/api/programs?sortBy=recent&page=1&pageSize=50")).json();
  const program = list.find((p) => p.phone && p.website)!;
  expect(program).toBeTruthy();
  const before = await totals(request, program.id);

  await skipConsent(page.context());
  const view = page.waitForResponse((r) => r.url().endsWith(`/api/programs/${program.id}/events`) && r.request().method() === "POST");
  await page.goto(`/program/${program.id}?tab=location`);
  expect((await view).status()).toBe(202);
  expect(JSON.parse((await view).request().postData()!)).toEqual({ type: "view" });
  await stayOnPage(page);
  const contact = page.getByRole("region", { name: "Contact Information" });
  expect(await pressAndCount(page, contact.getByRole("link", { name: /^Call / }), program.id)).toBe("call");
  expect(await pressAndCount(page, contact.getByRole("link", { name: /Visit Website/ }), program.id)).toBe("website");
  const directions = page.getByRole("link", { name: /^Directions to / });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  expect(await pressAndCount(page, directions, program.id)).toBe("directions");
  await expect.poll(() => totals(request, program.id)).toEqual({ view: before.view + 1, call: before.call + 1, website: before.website + 1, directions: before.directions + 1 });

  // A result card's Call Now counts for its program.
  await page.goto("/");
  const card = page.locator('a[data-insight="call"]').first();
  const cardProgram = (await card.getAttribute("data-program"))!;
  const cardBefore = await totals(request, cardProgram);
  await stayOnPage(page);
  expect(await pressAndCount(page, card, cardProgram)).toBe("call");
  await expect.poll(async () => (await totals(request, cardProgram)).call).toBe(cardBefore.call + 1);

  // Manage Programs: the program's Insights dialog shows the same totals, today's bar and the numbers by day.
  const now = await totals(request, program.id);
  await page.goto("/admin/login?next=/manage-programs");
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("searchbox", { name: /Search programs/ }).fill(program.name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("program-row").filter({ has: page.locator(`a[href="/program/${program.id}"]`) });
  await row.getByRole("button", { name: `Insights of ${program.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Insights of ${program.name}` });
  for (const [type, n] of Object.entries(now)) await expect(dialog.locator(`[data-insight-total="${type}"]`)).toHaveText(String(n));
  await expect(dialog.getByRole("img", { name: /^Page views and clicks per day, .*: \d+ page views? and \d+ clicks?/ })).toBeVisible();
  await dialog.getByText("The numbers by day").click();
  await expect(dialog.getByRole("table").getByRole("row")).toHaveCount(31);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await dialog.screenshot({ path: `${SHOTS}/insights-dialog-${width}.png` });
  }
  await dialog.getByRole("button", { name: "Last 90 days" }).click();
  await expect(dialog.getByRole("table").getByRole("row")).toHaveCount(91);
  await expect(dialog.getByRole("button", { name: "Last 90 days" })).toHaveAttribute("aria-pressed", "true");
});
