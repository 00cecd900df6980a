import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

export type ApiProgram = {
  id: string;
  name: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  programTypes: string[];
  distanceMiles?: number | null;
};

/** A stored "necessary only" choice, so the consent banner stays out of the way of other tests. */
export async function skipConsent(context: BrowserContext) {
  await context.addInitScript(() => {
    if (!window.localStorage.getItem("cookie-consent")) {
      window.localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
      );
    }
  });
}

/** The API's answer for the same query, to compare the page with. */
export async function api(request: APIRequestContext, path: string): Promise<{ items: ApiProgram[]; total: number }> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return { items: (await res.json()) as ApiProgram[], total: Number(res.headers()["x-total-count"]) };
}

export const cards = (page: Page) => page.getByTestId("program-card");

export async function cardNames(page: Page): Promise<string[]> {
  return cards(page).locator("h3 a").allInnerTexts();
}

/**
 * The results' count: "N Programs Found" for search words (the spec's header), "N programs" in "N programs within
 * R miles of {place}" and under "Top rated programs across the US" (decisions.md "Where the person is").
 */
export async function expectCount(page: Page, total: number) {
  const one = total === 1;
  await expect(page.getByTestId("results-count")).toHaveText(new RegExp(`^${total} (${one ? "Program Found|program" : "Programs Found|programs"})$`));
}

/** Picks an option, by its text, of the visible select with this label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).filter({ visible: true }).selectOption({ label: option });
}

/** The text of the option a select shows. */
export const chosen = (page: Page, label: string | RegExp) => page.getByRole("combobox", { name: label }).first().locator("option:checked");
