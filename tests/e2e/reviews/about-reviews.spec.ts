import { expect, test } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "../../../playwright.config";
import { skipConsent } from "../support/home-helpers";

const bearer = { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` };
const SHOTS = process.env.TRUST_SHOTS_DIR;

type Review = { id: string; rating: number; isPublished: boolean; rejectReason: string | null; createdAt: string };

test("/about/reviews states the rules and shows the moderation figures of the reviews table", async ({ page, context, request }) => {
  await skipConsent(context);
  await page.goto("/about/reviews");
  await expect(page.getByRole("heading", { name: "How we moderate reviews", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Trade Regulation Rule on the Use of Consumer Reviews and Testimonials" })).toHaveAttribute("href", /govinfo\.gov/);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "About Reviews" })).toHaveAttribute("href", "/about/reviews");

  // The same figures counted here from the admin list (at most 200 newest: the demo data has fewer in a year).
  const all = (await (await request.get("/api/admin/reviews?status=all", { headers: bearer })).json()) as Review[];
  const since = Date.now() - 365 * 24 * 3600 * 1000;
  const recent = all.filter((r) => new Date(r.createdAt).getTime() > since + 2 * 24 * 3600 * 1000);
  expect(recent.length).toBeGreaterThan(0);
  const figure = (id: string) => page.locator(`[data-figure="${id}"]`);
  expect(Number(await figure("received").innerText())).toBeGreaterThanOrEqual(recent.length);
  expect(Number(await figure("published").innerText())).toBeGreaterThanOrEqual(recent.filter((r) => r.isPublished).length);

  if (SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/about-reviews-${width}.png`, fullPage: true });
    }
});
