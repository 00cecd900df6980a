import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { skipConsent } from "../support/home-helpers";
import { axeViolations, expectNoEnglish } from "./english-left";

// The Spanish state, city and program pages (issue 54): <html lang="es">, Spanish headings and facts, the
// provider's own words marked lang="en", no English interface text left, axe, the language link to the same
// English page, reciprocal hreflang, and two 390 px screenshots for docs/screenshots.
const STATE = "new-york";

type Listed = {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  hours: Record<string, [string, string][]> | null;
  services: string[];
  paymentOptions: string[];
  priceMin: number | null;
  priceMax: number | null;
};

/** A New York demo program with hours on Monday mornings, services and payment options (and a price if one has). */
async function richProgram(request: APIRequestContext): Promise<Listed> {
  const list = (await (await request.get("/api/programs?state=NY&pageSize=100")).json()) as Listed[];
  const full = list.filter((p) => {
    const mon = p.hours?.mon;
    return mon?.length === 1 && mon[0]![0] <= "09:00" && mon[0]![1] >= "12:00" && p.services.length > 0 && p.paymentOptions.length > 0;
  });
  const program = full.find((p) => p.priceMin !== null || p.priceMax !== null) ?? full[0];
  if (!program) throw new Error("no New York demo program with hours, services and payment");
  return program;
}

/** The page's hreflang alternates, by language, as paths. */
async function alternates(request: APIRequestContext, path: string): Promise<Record<string, string>> {
  const html = await (await request.get(path)).text();
  return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
}

/** Both copies name each other and x-default is the English page. */
async function expectReciprocal(request: APIRequestContext, english: string) {
  const expected = { en: english, es: `/es${english}`, "x-default": english };
  expect(await alternates(request, english)).toEqual(expected);
  expect(await alternates(request, `/es${english}`)).toEqual(expected);
}

async function expectSpanishPage(page: Page, english: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const link = page.getByTestId("language-link");
  await expect(link).toHaveAttribute("href", english);
}

test.beforeEach(async ({ context }) => skipConsent(context));

test("a Spanish program page: facts, hours and prices in Spanish, the provider's words in English, no English left, axe", async ({ page, request }) => {
  test.setTimeout(60_000);
  const program = await richProgram(request);
  const english = `/program/${program.id}`;
  // Monday 2026-11-23 15:30 UTC = 10:30 in New York: open.
  await page.clock.setFixedTime(new Date("2026-11-23T15:30:00Z"));
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(`/es${english}`);
  expect(res?.status()).toBe(200);
  await expectSpanishPage(page, english);
  await expect(page).toHaveTitle(new RegExp(`en ${program.city}, NY`));

  // The provider's own words, as written, marked English.
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.name);
  await expect(page.locator('p[lang="en"]', { hasText: program.description.slice(0, 40) })).toBeVisible();

  // The facts held as codes, in Spanish.
  const section = page.getByRole("region", { name: "Consultas y pagos" });
  await expect(section.getByRole("heading", { name: "Consultas y pagos" })).toBeVisible();
  await expect(section.getByTestId("open-status")).toHaveText("Abierto ahora");
  await expect(section.getByRole("row", { name: /Lunes \(hoy\)/ })).toHaveAttribute("aria-current", "date");
  await expect(section.getByRole("row", { name: /Lunes/ })).toContainText(/a\.\sm\./);
  await expect(section.getByText("Formas de pago", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Datos del listado" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Información de contacto" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Detalles" })).toBeVisible();
  await expect(page.getByTestId("public-help")).toContainText("Ayuda pública gratuita en New York");
  if (program.priceMin !== null || program.priceMax !== null) await expect(page.getByRole("region", { name: "Precios" })).toBeVisible();
  // Links stay in Spanish where the page exists in Spanish.
  await expect(page.getByTestId("program-breadcrumb").getByRole("link", { name: "New York" })).toHaveAttribute("href", `/es/states/${STATE}`);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
  expect(ld).toContain(`/es/program/${program.id}`);

  await expectNoEnglish(page, `/es${english}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/es-program.png", fullPage: true });

  await expectReciprocal(request, english);
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(new RegExp(`${english}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.name);
});

test("a Spanish state page and a city page: Spanish headings and counts, public help, no English left, axe", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto(`/es/states/${STATE}`);
  expect(res?.status()).toBe(200);
  await expectSpanishPage(page, `/states/${STATE}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proveedores de desintoxicación de metales pesados en New York");
  await expect(page.getByText(/El directorio presenta \d+ programas? en New York/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ayuda pública gratuita" })).toBeVisible();
  // The names of agencies and programs stay as written, marked English.
  await expect(page.getByTestId("public-help").locator('span[lang="en"]', { hasText: "Pediatric Environmental Health Specialty Unit" })).toBeVisible();
  // Program names are the providers' words; their links lead to the Spanish program pages.
  const first = page.getByTestId("place-listings").locator("a.place-card-name").first();
  await expect(first).toHaveAttribute("lang", "en");
  await expect(first).toHaveAttribute("href", /^\/es\/program\/[0-9a-f-]{36}$/);
  await expectNoEnglish(page, `/es/states/${STATE}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/es-state.png", fullPage: true });
  await expectReciprocal(request, `/states/${STATE}`);

  // Its first city, in Spanish too.
  const city = page.getByTestId("state-cities").getByRole("link").first();
  const cityPath = (await city.getAttribute("href"))!;
  expect(cityPath).toMatch(/^\/es\/states\/new-york\/[a-z0-9-]+$/);
  await page.goto(cityPath);
  await expectSpanishPage(page, cityPath.slice(3));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Proveedores de desintoxicación de metales pesados y quelación en .+, NY$/);
  await expect(page.getByTestId("city-counts")).toHaveText(/^\d+ programas? en .+(, y (otros \d+|más de \d+ otros|ningún otro) a menos de 25 millas)?$/);
  await expect(page.getByRole("heading", { name: /Ayuda pública gratuita en New York/ })).toBeVisible();
  await expectNoEnglish(page, cityPath);
  expect(await axeViolations(page)).toEqual([]);
  await expectReciprocal(request, cityPath.slice(3));
});

test("the Spanish state and program pages share Spanish cards: alt text in Spanish, and the images answer", async ({ request }) => {
  const program = await richProgram(request);
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "";
  for (const [path, alt] of [
    [`/es/states/${STATE}`, "Proveedores de desintoxicación y quelación de metales pesados en New York, en "],
    [`/es/program/${program.id}`, `, ${program.city}, ${program.state}`],
  ] as const) {
    const html = await (await request.get(path)).text();
    for (const key of ["og:image:alt", "twitter:image:alt"]) expect([path, key, meta(html, key)]).toEqual([path, key, expect.stringContaining(alt)]);
    expect(meta(html, "og:image:alt")).not.toMatch(/ on |providers in|\(verified\)/);
    const url = new URL(meta(html, "og:image"));
    const image = await request.get(url.pathname + url.search);
    expect([path, image.status(), image.headers()["content-type"]]).toEqual([path, 200, "image/png"]);
  }
});

test("an unknown Spanish program or state answers 404 in Spanish", async ({ request }) => {
  const program = await request.get("/es/program/00000000-0000-0000-0000-000000000000");
  expect(program.status()).toBe(404);
  // notFound() from the layout: the not-found screen of app/es/program, in the Spanish layout (its title and text).
  expect(await program.text()).toContain("<title>Programa no encontrado");
  const state = await request.get("/es/states/atlantis");
  expect(state.status()).toBe(404);
  expect(await state.text()).toMatch(/<title>(Página no encontrada|Estado no encontrado)/);
});

test("on a Spanish program page the review form and the report dialog speak Spanish, their errors too", async ({ page, request }) => {
  test.setTimeout(60_000);
  const program = await richProgram(request);
  await page.goto(`/es/program/${program.id}`);
  await page.getByRole("tab", { name: "Reseñas" }).click();
  await expect(page.getByLabel("Su nombre")).toBeVisible();
  await page.getByRole("button", { name: "Enviar reseña" }).click();
  await expect(page.getByText("Escriba su nombre")).toBeVisible();
  await expect(page.getByText("Elija una calificación").first()).toBeVisible();
  await expect(page.getByRole("radio", { name: "4 estrellas" })).toBeAttached();
  await expectNoEnglish(page, "the review form with its errors");

  await page.getByRole("button", { name: "Informar un problema con este listado" }).click();
  const dialog = page.getByRole("dialog", { name: "Informar un problema" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("option", { name: "Listado duplicado" })).toBeAttached();
  await dialog.getByRole("button", { name: "Enviar informe" }).click();
  await expect(dialog.getByText("Elija un motivo").last()).toBeVisible();
  await expect(dialog.getByText("Describa el problema en al menos 10 caracteres")).toBeVisible();
  await expectNoEnglish(page, "the report dialog with its errors");
  // The pointer still rests on the button it clicked (a hover colour): axe measures the dialog at rest.
  await page.mouse.move(0, 0);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cerrar" }).first().click();
  await expect(dialog).toBeHidden();
});
