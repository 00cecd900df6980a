import { expect, test } from "@playwright/test";
import { skipConsent } from "../support/home-helpers";
import { axeViolations, expectNoEnglish } from "./english-left";

// The home page and search in Spanish at /es (issue 54, docs/i18n.md): the page, a place search, filters, pages and
// the empty state speak Spanish, keep the visitor under /es, and show the providers' own words as written (lang="en").

test.beforeEach(async ({ context }) => {
  await skipConsent(context);
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test("/es is the home page in Spanish: no English interface text, axe clean, its language link and hreflang", async ({ page, request }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Encuentre programas de desintoxicación de metales pesados");
  await expect(page.getByTestId("program-card").first()).toBeVisible();
  await expectNoEnglish(page, "/es");
  expect(await axeViolations(page)).toEqual([]);
  // Cards lead to the Spanish program page; a provider's description is marked as English.
  const card = page.getByTestId("program-card").first();
  await expect(card.getByRole("link", { name: /^Ver detalles/ })).toHaveAttribute("href", /^\/es\/program\/[\w-]+$/);
  await expect(card.locator("p[lang=en]").first()).toBeAttached();
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");

  const html = await (await request.get("/es")).text();
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
  expect(alternates).toEqual({ en: "/", es: "/es", "x-default": "/" });
  const english = await (await request.get("/")).text();
  expect(english).toContain('hrefLang="es" href="http');
  expect(english).toContain('<html lang="en"');
});

test("a place search in Spanish stays under /es through the radius, a filter and the next page", async ({ page }) => {
  await page.goto("/es?q=cleveland+oh");
  await expect(page.getByTestId("results-count").first()).toHaveText(/^\d+ programas?$/);
  await expect(page.getByRole("heading", { level: 2, name: /a menos de 50 millas de Cleveland, OH/ })).toBeVisible();
  await expectNoEnglish(page, "a place search");
  await page.getByLabel("Distancia desde Cleveland, OH").selectOption("100");
  await expect(page).toHaveURL(/\/es\?q=cleveland\+oh&radius=100$/);
  await expect(page.getByRole("heading", { level: 2, name: /a menos de 100 millas/ })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Telesalud (consultas por video)").check();
  await expect(page).toHaveURL(/\/es\?.*telehealth=true/);
  await expect(page.getByTestId("filter-chips").getByRole("link", { name: "Quitar filtro: Telesalud" })).toHaveAttribute("href", /^\/es\?/);
  await expectNoEnglish(page, "a filtered search");

  await page.goto("/es?q=lead");
  const pages = page.getByRole("navigation", { name: "Páginas de resultados" });
  await expect(pages.getByRole("link", { name: "Ir a la página siguiente" })).toHaveAttribute("href", /^\/es\?q=lead&page=2$/);
  await pages.getByRole("link", { name: "Ir a la página siguiente" }).click();
  await expect(page).toHaveURL(/\/es\?q=lead&page=2$/);
  await expect(page.getByText(/^Mostrando 11–\d+ de \d+/)).toBeVisible();
});

test("nothing found, in Spanish, with ways out that stay under /es", async ({ page }) => {
  await page.goto("/es?q=zzzqqq");
  await expect(page.getByText("No se encontraron programas que coincidan con su búsqueda.")).toBeVisible();
  await expect(page.getByText("Nada coincide con “zzzqqq”.", { exact: false })).toBeVisible();
  for (const href of await page.getByTestId("empty-ways").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^\/es(\?|$)/);
  }
  await expectNoEnglish(page, "nothing found");
  expect(await axeViolations(page)).toEqual([]);
});

test("without JavaScript the Spanish search box searches under /es", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/es");
  await page.getByLabel("Ciudad, estado o código postal").fill("plomo");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/es\?q=plomo$/);
  await expect(page.getByTestId("results-count").first()).toHaveText(/^\d+ programas? encontrados?$/);
  await context.close();
});

test("screenshot of /es at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es?q=cleveland+oh");
  await expect(page.getByTestId("program-card").first()).toBeVisible();
  await page.screenshot({ path: "docs/screenshots/es-home.png" });
});
