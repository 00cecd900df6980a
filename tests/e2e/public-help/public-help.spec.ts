import { expect, test } from "@playwright/test";
import { US_STATES, stateSlug } from "../../../lib/us-states";
import { STATE_HELP } from "../../../features/public-help/resources";

// Issue 31, item 3: every state page (50 states and DC) shows Poison Help, its PEHSU region and its childhood
// lead program, each with source links, in the server's HTML; program pages show the same box for their state.

/** The list item of one resource in the page's public-help section, as HTML text. */
function resource(html: string, key: string): string {
  const start = html.indexOf(`data-resource="${key}"`);
  expect(start, key).toBeGreaterThan(-1);
  // React's text separators (<!-- -->) are not part of what a reader sees.
  return html.slice(start, html.indexOf("</li>", start)).replaceAll("<!-- -->", "");
}

test("all 51 state pages show the three resources with their source links", async ({ request }) => {
  for (const state of US_STATES) {
    const res = await request.get(`/states/${stateSlug(state.code)}`);
    expect(res.status(), state.code).toBe(200);
    const html = await res.text();
    expect(html, state.code).toContain('data-testid="public-help"');
    const poison = resource(html, "poison-help");
    expect(poison).toContain('href="tel:+18002221222"');
    expect(poison).toContain("https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html");
    const pehsu = resource(html, "pehsu");
    expect(pehsu, state.code).toContain(`Region ${STATE_HELP[state.code].pehsuRegion}`);
    expect(pehsu).toContain('href="https://www.pehsu.net/"');
    const lead = resource(html, "lead-program");
    expect(lead, state.code).toContain(`href="${STATE_HELP[state.code].leadProgram.url}"`);
    for (const part of [poison, pehsu, lead]) expect(part).toContain("data-source");
    for (const part of [poison, pehsu]) expect(part).toMatch(/checked November 25, 2026/i);
    // The program rows added in issue 50 (item 12) were read on November 27, with their phone where given.
    const program = STATE_HELP[state.code].leadProgram;
    expect(lead, state.code).toMatch(program.checkedOn === "2026-11-27" ? /checked November 27, 2026/i : /checked November 25, 2026/i);
    if (program.phone) expect(lead, state.code).toContain(`>${program.phone}</a>`);
  }
});

test("a program page shows the public help of its own state, and the state page links to its section", async ({ page }) => {
  await page.goto("/states/texas");
  await page.getByRole("link", { name: "free public help in Texas" }).click();
  await expect(page).toHaveURL(/#public-help$/);
  await expect(page.getByRole("heading", { name: "Free public help", exact: true })).toBeInViewport();

  const first = page.getByRole("region", { name: "Programs in Texas" }).locator(`a[href^="/program/"]`).first();
  await first.click();
  await expect(page).toHaveURL(/\/program\//);
  const box = page.getByTestId("public-help");
  await expect(box.getByRole("heading", { name: "Free public help in Texas" })).toBeVisible();
  await expect(box.getByRole("link", { name: /Texas Childhood Lead Poisoning Prevention Program/ })).toHaveAttribute("href", STATE_HELP.TX.leadProgram.url);
  await expect(box.getByRole("link", { name: "Find the Region 6 unit at pehsu.net" })).toBeVisible();
});
