import { languageAlternates } from "@/lib/seo";
import { counterpartPath, englishPath, existingHref, localeHref, localePath, pathLocale } from "./locales";

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
    expect(localeHref("es", "/detox-guide")).toBe("/es/detox-guide");
    expect(localeHref("es", "/contact")).toBe("/es/contact");
    expect(localeHref("es", "/about/listings")).toBe("/about/listings"); // no Spanish copy yet
    expect(localeHref("en", "/states")).toBe("/states");
  });

  it("has the guides, policies and contact page in Spanish, and nothing under them", () => {
    for (const p of ["/detox-guide", "/chelation-guide", "/symptoms-guide", "/choosing-guide", "/privacy-policy", "/terms-of-service", "/contact"]) {
      expect(counterpartPath(p)).toBe(`/es${p}`);
      expect(counterpartPath(`/es${p}`)).toBe(p);
    }
    for (const p of ["/detox-guide/x", "/contact/x", "/content/detox-guide", "/detox-guides"]) expect(counterpartPath(p)).toBeNull();
  });

  it("sends a link written to a Spanish page to the English page while that page has no Spanish copy", () => {
    expect(existingHref("/es/contact")).toBe("/es/contact");
    expect(existingHref("/es/privacy-policy#contact-messages")).toBe("/es/privacy-policy#contact-messages");
    expect(existingHref("/es/about/listings#verified")).toBe("/about/listings#verified");
    expect(existingHref("/es/about/listings?x=1")).toBe("/about/listings?x=1");
    expect(existingHref("/es")).toBe(localeHref("es", "/"));
    expect(existingHref("/detox-guide")).toBe("/detox-guide"); // an English link stays as written
    expect(existingHref("/estates")).toBe("/estates");
  });

  it("gives both copies the same hreflang set (en, es, x-default), so each names the other", () => {
    const en = languageAlternates("/blood-lead-levels");
    const es = languageAlternates("/es/blood-lead-levels");
    expect(en).toEqual({ en: "/blood-lead-levels", es: "/es/blood-lead-levels", "x-default": "/blood-lead-levels" });
    expect(es).toEqual(en);
    expect(languageAlternates("/manage-programs")).toBeNull();
  });
});
