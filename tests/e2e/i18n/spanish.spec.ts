import { expect, test, type Page } from "@playwright/test";
import { skipConsent } from "../support/home-helpers";
import { axeViolations, expectNoEnglish } from "./english-left";

// The Spanish site under /es (issue 54, docs/i18n.md): <html lang>, the language link and the offer, hreflang,
// the Spanish blood lead answer (with and without JavaScript) and its print view, kept copies, and no English
// interface text left on a Spanish page.
const ES = "/es/blood-lead-levels";
const EN = "/blood-lead-levels";

async function answer(page: Page, result: string, who: string, how: string, zip = "") {
  await page.getByLabel("Resultado de plomo en sangre, en µg/dL").fill(result);
  await page.getByRole("radio", { name: who }).check();
  await page.getByRole("radio", { name: how }).check();
  await page.getByLabel("Código postal (ZIP, opcional)").fill(zip);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === ES),
    page.getByRole("button", { name: "Ver qué significa" }).click(),
  ]);
  await page.waitForLoadState();
  await expect(page.getByTestId("bll-answer").or(page.getByText("Revise el formulario"))).toBeVisible();
}

test("every page says its language in <html lang>, and an unknown /es address answers in Spanish", async ({ request }) => {
  for (const [p, lang, status] of [
    ["/", "en", 200],
    [EN, "en", 200],
    ["/detox-guide", "en", 200],
    ["/states", "en", 200],
    ["/no-such-page", "en", 404],
    [ES, "es", 200],
    ["/es/states", "es", 200],
    ["/es/no-such-page", "es", 404],
  ] as const) {
    const res = await request.get(p);
    expect([p, res.status()]).toEqual([p, status]);
    expect([p, /<html lang="([a-z]+)"/.exec(await res.text())?.[1]]).toEqual([p, lang]);
  }
  expect(await (await request.get("/es/no-such-page")).text()).toContain("Esta página no existe");
});

test("hreflang alternates (en, es, x-default) name each other, and the Spanish copy of a kept page is kept", async ({ request }) => {
  const alternates = async (p: string) => {
    const html = await (await request.get(p)).text();
    return Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
  };
  const expected = { en: EN, es: ES, "x-default": EN };
  expect(await alternates(EN)).toEqual(expected);
  expect(await alternates(ES)).toEqual(expected);
  expect(await alternates("/es/states")).toEqual({ en: "/states", es: "/es/states", "x-default": "/states" });
  expect(await alternates("/states")).toEqual({ en: "/states", es: "/es/states", "x-default": "/states" });
  expect(await alternates("/about/listings")).toEqual({}); // one language only: no alternates
  await request.get(ES);
  const kept = await request.get(ES);
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(kept.headers()["content-security-policy"]).toMatch(/'sha256-/);
  expect(await kept.text()).toContain('<html lang="es"');
  expect(kept.headers()["referrer-policy"]).toBe("same-origin");
});

test("every link on a Spanish page leads somewhere (a Spanish page, or the English one where there is none yet)", async ({ page, request }) => {
  const seen = new Set<string>();
  for (const p of [ES, "/es/states", "/es/no-such-page"]) {
    await page.goto(p);
    for (const href of await page.locator("a[href^='/']").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) seen.add(href.split("#")[0]!);
  }
  const broken: string[] = [];
  for (const href of seen) if (href && (await request.get(href)).status() >= 400) broken.push(href);
  expect(broken).toEqual([]);
});

test("the language link leads to the same page in the other language, and is absent where there is none", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto(EN);
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(new RegExp(`${ES}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de la prueba de plomo en sangre: qué significan");
  await page.getByTestId("language-link").click();
  await expect(page).toHaveURL(new RegExp(`${EN}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/about/listings");
  await expect(page.getByTestId("language-link")).toHaveCount(0);
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-MX" });
  test("sees a small offer, never a redirect, and can close it for good", async ({ page, context }) => {
    await skipConsent(context);
    const res = await page.goto(EN);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(EN);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toBeVisible();
    await expect(offer.getByRole("link", { name: "Ver en español" })).toHaveAttribute("href", ES);
    await offer.getByRole("button", { name: "Cerrar" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test("an English browser sees no offer", async ({ page, context }) => {
  await skipConsent(context);
  await page.goto(EN);
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("language-offer")).toHaveCount(0);
});

for (const js of [false, true]) {
  test.describe(`the Spanish answer, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });
    test("gives the English answer's band, next step and deadline, in Spanish", async ({ page, context }) => {
      await skipConsent(context);
      await page.goto(ES);
      await answer(page, "8.37", "Un niño menor de 6 años", "Pinchazo en el dedo o en el talón (capilar)");
      expect(new URL(page.url()).pathname).toBe(ES);
      await expect(page.getByTestId("bll-band")).toHaveText("De 3.5 a 19 µg/dL");
      await expect(page.getByTestId("bll-next-step")).toContainText("en un plazo de 3 meses");
      await expect(page.getByTestId("bll-emergency")).toContainText("911");
      await page.goto(ES);
      await answer(page, "72", "Un niño menor de 6 años", "Pinchazo en el dedo o en el talón (capilar)");
      await expect(page.getByTestId("bll-band")).toHaveText("70 µg/dL o más");
      await expect(page.getByTestId("bll-next-step")).toContainText("Próximo paso, hoy:");
      await expect(page.getByTestId("bll-next-step")).toContainText("Llame ahora al médico del niño");
      await page.goto(ES);
      await answer(page, "abc", "Un adulto", "Sangre extraída de una vena (venosa)");
      await expect(page.getByText("Revise el formulario: hay que cambiar una respuesta.")).toBeVisible();
    });
  });
}

test("no English interface text on the Spanish pages (outside lang=\"en\"), axe clean, a print view in Spanish", async ({ page, context }) => {
  test.setTimeout(90_000); // six pages, axe on two and a print view: 9 s alone, over 30 s on a loaded two-core host
  await skipConsent(context);
  const english = (where: string) => expectNoEnglish(page, where);
  await page.goto(ES);
  await english("the empty form");
  await answer(page, "50", "Un niño menor de 6 años", "Pinchazo en el dedo o en el talón (capilar)", "10001");
  await expect(page.getByTestId("bll-public-help")).toBeVisible();
  await english("an answer with a ZIP");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(ES);
  await answer(page, "30", "Una persona embarazada o que amamanta", "Sangre extraída de una vena (venosa)");
  await english("a pregnancy answer without a ZIP");
  await page.goto("/es/no-such-page");
  await english("the 404");
  await page.goto("/es/states");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proveedores de desintoxicación de metales pesados por estado");
  await english("the states list");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(ES);
  await answer(page, "8", "Un niño menor de 6 años", "Pinchazo en el dedo o en el talón (capilar)", "10001");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("bll-form")).toBeHidden();
  await expect(page.getByTestId("bll-print-sources")).toContainText("Fuentes");
  await english("the print view");
});

test("screenshots at 390 px", async ({ page, context }) => {
  await skipConsent(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ES);
  await page.screenshot({ path: "docs/screenshots/es-blood-lead-levels.png" });
  await answer(page, "8", "Un niño menor de 6 años", "Pinchazo en el dedo o en el talón (capilar)", "10001");
  await page.getByTestId("bll-answer").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: "docs/screenshots/es-blood-lead-answer.png" });
  await page.getByTestId("bll-public-help").evaluate((el) => el.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: "docs/screenshots/es-blood-lead-answer-help.png" });
  await page.goto("/es/no-such-page");
  await page.screenshot({ path: "docs/screenshots/es-not-found.png" });
  await page.goto("/es/states");
  await page.screenshot({ path: "docs/screenshots/es-states.png" });
});
