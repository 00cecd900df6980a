import { sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import StatesPage, { generateMetadata } from "@/app/(en)/states/page";
import { renderSitemap } from "@/features/places/sitemap";
import { CityPage, StatePage, cityMetadata, stateMetadata, statesMetadata } from "@/features/places/server";
import { US_STATES, stateSlug } from "@/lib/us-states";
import { closeDb, getDb, insertPrograms, programRow, resetDb } from "@/tests/support/db";

const SITE = "http://localhost:3000";

/** The page's state links, in order: [path, data-count, the count's words]. */
function stateLinks(html: string): [string, number, string][] {
  const list = /<ul[^>]*data-testid="states-list"[^>]*>([\s\S]*?)<\/ul>/.exec(html)![1]!;
  return [...list.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => [
    /href="([^"]*)"/.exec(m[1]!)![1]!,
    Number(/data-count="(\d+)"/.exec(m[1]!)![1]),
    m[2]!.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
  ]);
}

beforeAll(async () => {
  await resetDb();
  await insertPrograms([
    programRow({ state: "TX", city: "Austin" }),
    programRow({ state: "TX", city: "Dallas" }),
    programRow({ state: "TX", city: "Dallas", isActive: false }),
    programRow({ state: "OH", city: "Columbus" }),
    // An owner's submission waiting for verification is active: it counts (the search shows it too).
    programRow({ state: "OH", city: "Dublin", source: "owner" }),
    programRow({ state: "DC", city: "Washington" }),
    // Wyoming has only an inactive program: listed with none.
    programRow({ state: "WY", city: "Casper", isActive: false }),
  ]);
});
afterAll(closeDb);

describe("/states", () => {
  it("lists all 51 states, each with its count of active programs and a link to its page", async () => {
    const html = renderToStaticMarkup(await StatesPage());
    const links = stateLinks(html);
    expect(links.map(([path]) => path)).toEqual(US_STATES.map((s) => `/states/${stateSlug(s.code)}`));
    // The database's own count per state, inactive programs left out.
    const db = await getDb();
    const res = await db.execute(sql`select state, count(*)::int as n from detox_programs where is_active group by state`);
    const expected = new Map((res as unknown as { rows: { state: string; n: number }[] }).rows.map((r) => [r.state, r.n]));
    expect(Object.fromEntries(links.map(([path, n]) => [path, n]))).toEqual(
      Object.fromEntries(US_STATES.map((s) => [`/states/${stateSlug(s.code)}`, expected.get(s.code) ?? 0])),
    );
    const byPath = new Map(links.map(([path, , text]) => [path, text]));
    expect(byPath.get("/states/texas")).toBe("Texas 2 programs");
    expect(byPath.get("/states/ohio")).toBe("Ohio 2 programs");
    expect(byPath.get("/states/district-of-columbia")).toBe("District of Columbia 1 program");
    expect(byPath.get("/states/wyoming")).toBe("Wyoming No programs yet");
    expect(links.reduce((a, [, n]) => a + n, 0)).toBe(5);
    expect(html).toContain("The directory lists 5 programs");
    expect(html).toContain("chelation, in 3 of the 50 states and the District of Columbia.");
  });

  it("has its title, description and canonical URL, a breadcrumb, and is in the sitemap", async () => {
    const m = await generateMetadata();
    expect(m.title).toBe("Heavy Metal Detox Providers by State");
    expect(m.description).toMatch(/^5 heavy metal testing, detox and chelation programs in the 50 states and the District of Columbia/);
    expect(m.alternates?.canonical).toBe("/states");
    expect(m.robots).toBeUndefined();
    const html = renderToStaticMarkup(await StatesPage());
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*href="\/"[\s\S]*aria-current="page"[^>]*>States</);
    const xml = await renderSitemap(SITE);
    expect(xml).toMatch(/<loc>http:\/\/localhost:3000\/states<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
  });

  it("in Spanish at /es/states: the same counts, plurals for the locale, and hreflang to the English page", async () => {
    const html = renderToStaticMarkup(await StatesPage({ locale: "es" }));
    const byPath = new Map(stateLinks(html).map(([path, , text]) => [path, text]));
    // Each state's Spanish page (issue 54).
    expect(byPath.get("/es/states/texas")).toBe("Texas 2 programas");
    expect(byPath.get("/es/states/district-of-columbia")).toBe("District of Columbia 1 programa");
    expect(byPath.get("/es/states/wyoming")).toBe("Wyoming Aún no hay programas");
    expect(html).toContain("El directorio presenta 5 programas");
    expect(html).toContain("en 3 de los 50 estados y el Distrito de Columbia.");
    expect(html).toMatch(/<nav aria-label="Ruta de navegación"[\s\S]*href="\/es"[\s\S]*aria-current="page"[^>]*>Estados</);
    const m = await statesMetadata("es")();
    expect(m.title).toBe("Proveedores de desintoxicación de metales pesados por estado");
    expect(m.description).toMatch(/^5 programas de análisis, desintoxicación y quelación de metales pesados en los 50 estados/);
    expect(m.alternates?.canonical).toBe("/es/states");
    expect(m.alternates?.languages).toEqual({ en: "/states", es: "/es/states", "x-default": "/states" });
    expect((await generateMetadata()).alternates?.languages).toEqual({ en: "/states", es: "/es/states", "x-default": "/states" });
  });

  it("a state and a city page in Spanish (issue 54): Spanish words and plurals, Spanish links, names as written, hreflang", async () => {
    const params = Promise.resolve({ slug: "texas" });
    const html = renderToStaticMarkup(await StatePage({ params, searchParams: Promise.resolve({}), locale: "es" }));
    expect(html).toContain("Proveedores de desintoxicación de metales pesados en Texas</h1>");
    expect(html).toContain("El directorio presenta 2 programas en Texas, en 2 ciudades:");
    expect(html).toContain('href="/es/states/texas/austin"');
    expect(html).toMatch(/<a href="\/es\/program\/[0-9a-f-]{36}" class="place-card-name" lang="en">/);
    expect(html).toContain("Ayuda pública gratuita");
    expect(html).not.toMatch(/Programs in|Cities with programs|Free public help|No reviews yet/);
    const m = await stateMetadata("es")({ params, searchParams: Promise.resolve({}) });
    expect(m.title).toBe("Proveedores de desintoxicación de metales pesados y quelación en Texas");
    expect(m.description).toBe("2 programas de análisis, desintoxicación y quelación de metales pesados en Texas, con calificaciones, reseñas y datos de contacto.");
    expect(m.alternates).toEqual({ canonical: "/es/states/texas", languages: { en: "/states/texas", es: "/es/states/texas", "x-default": "/states/texas" } });

    const city = { params: Promise.resolve({ slug: "texas", city: "dallas" }), searchParams: Promise.resolve({}) };
    const cityHtml = renderToStaticMarkup(await CityPage({ ...city, locale: "es" }));
    expect(cityHtml).toContain("Proveedores de desintoxicación de metales pesados y quelación en Dallas, TX</h1>");
    expect(cityHtml).toMatch(/1 programa en Dallas(, y (otros \d+|ningún otro) a menos de 25 millas)?</);
    expect(cityHtml).toContain("Ayuda pública gratuita en Texas");
    const cm = await cityMetadata("es")(city);
    expect(cm.alternates).toEqual({ canonical: "/es/states/texas/dallas", languages: { en: "/states/texas/dallas", es: "/es/states/texas/dallas", "x-default": "/states/texas/dallas" } });
    // The English page keeps its words, and names its Spanish copy.
    const en = await cityMetadata("en")(city);
    expect(en.title).toBe("Heavy Metal Detox and Chelation Providers in Dallas, TX");
    expect(en.alternates?.languages).toEqual({ en: "/states/texas/dallas", es: "/es/states/texas/dallas", "x-default": "/states/texas/dallas" });
  });
});
