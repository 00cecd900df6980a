import { languageAlternates } from "@/lib/seo";
import { counterpartPath, englishPath, localeHref, localePath, pathLocale } from "./locales";

describe("locales and paths", () => {
  it("reads the language from the path", () => {
    expect(pathLocale("/")).toBe("en");
    expect(pathLocale("/blood-lead-levels")).toBe("en");
    expect(pathLocale("/es")).toBe("es");
    expect(pathLocale("/es/blood-lead-levels")).toBe("es");
    expect(pathLocale("/estates")).toBe("en");
  });

  it("keeps the English path after the prefix", () => {
    expect(localePath("es", "/blood-lead-levels")).toBe("/es/blood-lead-levels");
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("en", "/blood-lead-levels")).toBe("/blood-lead-levels");
    expect(englishPath("/es/blood-lead-levels")).toBe("/blood-lead-levels");
    expect(englishPath("/es")).toBe("/");
  });

  it("links a translated page to its copy, both ways, and an untranslated one to nothing", () => {
    expect(counterpartPath("/blood-lead-levels")).toBe("/es/blood-lead-levels");
    expect(counterpartPath("/es/blood-lead-levels")).toBe("/blood-lead-levels");
    expect(counterpartPath("/admin/login")).toBeNull();
    expect(counterpartPath("/import-data")).toBeNull();
  });

  it("links a Spanish page to Spanish pages where they exist, and to the English page where not yet", () => {
    expect(localeHref("es", "/blood-lead-levels")).toBe("/es/blood-lead-levels");
    expect(localeHref("es", "/states")).toBe("/es/states");
    expect(localeHref("es", "/")).toBe("/es");
    expect(localeHref("es", "/add-business")).toBe("/add-business"); // owner pages stay English
    expect(localeHref("es", "/detox-guide")).toBe("/detox-guide");
    expect(localeHref("en", "/states")).toBe("/states");
  });

  it("gives both copies the same hreflang set (en, es, x-default), so each names the other", () => {
    const en = languageAlternates("/blood-lead-levels");
    const es = languageAlternates("/es/blood-lead-levels");
    expect(en).toEqual({ en: "/blood-lead-levels", es: "/es/blood-lead-levels", "x-default": "/blood-lead-levels" });
    expect(es).toEqual(en);
    expect(languageAlternates("/manage-programs")).toBeNull();
  });
});
