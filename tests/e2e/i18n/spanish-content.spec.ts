import { expect, test, type Page } from "@playwright/test";
import { GUIDE_SLUGS, POLICY_SLUGS, loadGuide, loadPolicy, type GuideKey, type PolicyKey } from "@/features/content/guides";
import { skipConsent } from "../support/home-helpers";
import { axeViolations, expectNoEnglish } from "./english-left";

// The guides, the policies and the contact page in Spanish under /es (issue 54, docs/i18n.md): <html lang="es">,
// the Spanish title, no English interface text left (outside lang="en"), axe, the contact form in Spanish, the
// language link both ways, hreflang, kept copies, links that lead somewhere, and screenshots at 390 px.
const PAGES = [
  ...(Object.keys(GUIDE_SLUGS) as GuideKey[]).map((key) => ({ path: `/es/${GUIDE_SLUGS[key]}`, heading: loadGuide(key, "es").meta.heading })),
  ...(Object.keys(POLICY_SLUGS) as PolicyKey[]).map((key) => ({ path: `/es/${POLICY_SLUGS[key]}`, heading: loadPolicy(key, "es").meta.heading })),
  { path: "/es/contact", heading: "Contáctenos" },
];

async function fillContact(page: Page, email: string) {
  await page.getByLabel("Su nombre").fill("Visitante de Prueba");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Tema").selectOption("correction");
  await page.getByRole("textbox", { name: "Mensaje", exact: true }).fill("La guía de síntomas podría enlazar la página de Medicaid. ¡Gracias!");
}

test("each Spanish guide, policy and the contact page: lang es, a Spanish title, no English interface text left", async ({ page, context }) => {
  test.setTimeout(90_000); // seven pages, axe on two
  await skipConsent(context);
  for (const { path, heading } of PAGES) {
    const res = await page.goto(path);
    expect([path, res?.status()]).toEqual([path, 200]);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectNoEnglish(page, path);
    if (path === "/es/symptoms-guide" || path === "/es/contact") expect([path, await axeViolations(page)]).toEqual([path, []]);
  }
});

test("the guides' frame in Spanish: dates, contents, sources in English marked as such, JSON-LD inLanguage es", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/es/detox-guide");
  await expect(page.getByRole("navigation", { name: "Ruta de navegación" })).toContainText("Inicio");
  await expect(page.getByRole("heading", { name: "En esta guía" })).toBeVisible();
  await expect(page.getByText(/min de lectura/)).toBeVisible();
  await expect(page.getByText(/Última actualización: \d{1,2} de [a-z]+ de \d{4}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fuentes", exact: true })).toBeVisible();
  await expect(page.locator("#sources ~ ol")).toHaveAttribute("lang", "en");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d["@type"] === "Article")).toMatchObject({ inLanguage: "es" });
  await page.goto("/es/terms-of-service");
  await expect(page.getByText(/Vigente desde el \d{1,2} de [a-z]+ de \d{4}\. Último cambio:/)).toBeVisible();
});

test("/es/content/<slug> redirects to /es/<slug>; an unknown /es slug is the Spanish 404; the share card answers", async ({ request }) => {
  const res = await request.get("/es/content/detox-guide", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(/\/es\/detox-guide$/);
  const missing = await request.get("/es/no-such-guide");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Esta página no existe");
  const card = await request.get("/share/es-detox-guide.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
});

test("hreflang alternates name both copies; the Spanish guides are kept like the English ones", async ({ request }) => {
  const alternates = async (p: string) => {
    const html = await (await request.get(p)).text();
    return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
  };
  for (const p of ["/detox-guide", "/privacy-policy", "/contact"]) {
    const expected = { en: p, es: `/es${p}`, "x-default": p };
    expect(await alternates(p)).toEqual(expected);
    expect(await alternates(`/es${p}`)).toEqual(expected);
  }
  expect(await (await request.get("/es/detox-guide")).text()).toMatch(/<link rel="canonical" href="[^"]+\/es\/detox-guide"\/>/);
  await request.get("/es/chelation-guide");
  const kept = await request.get("/es/chelation-guide");
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(await kept.text()).toContain('<html lang="es"');
});

test("every link on the Spanish guides, policies and contact page leads somewhere", async ({ page, request }) => {
  test.setTimeout(90_000);
  const seen = new Set<string>();
  for (const { path } of PAGES) {
    await page.goto(path);
    for (const href of await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) seen.add(href.split("#")[0]!);
  }
  const broken: string[] = [];
  for (const href of seen) if (href && (await request.get(href)).status() >= 400) broken.push(href);
  expect(broken).toEqual([]);
  // Links inside the Spanish text go to the Spanish pages.
  expect([...seen]).toEqual(expect.arrayContaining(["/es/contact", "/es/privacy-policy", "/es/blood-lead-levels", "/es/chelation-guide"]));
});

test("the language link leads to the English guide and back", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/es/detox-guide");
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(/\/detox-guide$/);
  expect(new URL(page.url()).pathname).toBe("/detox-guide");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadGuide("detox").meta.heading);
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(/\/es\/detox-guide$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.goto("/es/contact");
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("the Spanish contact form: errors in Spanish, then sent, said in Spanish", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto("/es/contact");
  const send = page.getByRole("button", { name: "Enviar mensaje" });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText("Escriba su nombre")).toBeVisible();
  await expect(page.getByText("El mensaje debe tener al menos 10 caracteres")).toBeVisible();
  await fillContact(page, "no-es-un-correo");
  await send.click();
  await expect(page.getByText("Escriba un correo electrónico válido")).toBeVisible();
  await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("aria-invalid", "true");
  await expectNoEnglish(page, "the contact form with errors");
  await page.getByLabel("Correo electrónico").fill("visitante.e2e@example.com");
  await send.click();
  await expect(page.getByRole("status")).toHaveText("Gracias. Recibimos su mensaje; leemos todos los mensajes y respondemos por correo electrónico cuando hace falta una respuesta.");
  await expect(page.getByRole("textbox", { name: "Mensaje", exact: true })).toHaveValue("");
  await expectNoEnglish(page, "the contact form, sent");
});

test("screenshots at 390 px", async ({ page, context }) => {
  await skipConsent(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es/detox-guide");
  await page.screenshot({ path: "docs/screenshots/es-detox-guide.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto("/es/contact");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByText("Escriba su nombre")).toBeVisible();
  // The click scrolled to the first field in error: back to the top, so the sticky header is drawn there once.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "docs/screenshots/es-contact.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
