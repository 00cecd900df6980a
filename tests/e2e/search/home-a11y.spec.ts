import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// WCAG 2.1 A and AA rules on the home page, with the consent banner open and with filters applied.
for (const [label, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["375 px", { width: 375, height: 667 }],
] as const) {
  test(`the home page has no WCAG A/AA violations (${label})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto("/?state=CA&types=Functional+Medicine");
    await expect(page.getByTestId("consent-banner")).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude(".leaflet-container").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
}
