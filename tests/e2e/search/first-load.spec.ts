import { expect, test } from "@playwright/test";

/**
 * Issue 52: the first-load JavaScript of `/` grows by at most 5 KB gzip over 7be71cf's 170.0 KB, measured the way
 * `node scripts/first-load-js.mjs` measures it (every script the HTML requests, gzip level 9). The home page's result
 * cards import formatters from lib/format.ts; date-fns (the review list's "3 days ago") once rode along with them.
 */
const BUDGET_KB = 175.0;

test("the home page's first-load JavaScript stays within its budget and carries no date-fns", async ({ baseURL }) => {
  // Imported when run: the script is an ES module, which Playwright does not load as a test dependency.
  const { firstLoad } = await import("../../../scripts/first-load-js.mjs");
  const home = await firstLoad(baseURL!, "/");
  expect(home.scripts.length).toBeGreaterThan(3);
  expect(home.scripts.some((s) => s.text.includes("/api/suggest"))).toBe(true); // the hero's own code is measured
  const withDateFns = home.scripts.filter((s) => s.text.includes("lessThanXSeconds")).map((s) => s.src);
  expect(withDateFns).toEqual([]);
  expect(home.gzip / 1024).toBeLessThanOrEqual(BUDGET_KB);
});
