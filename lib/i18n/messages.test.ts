/** @jest-environment node */
import { translator } from "@/lib/i18n/messages";

describe("translator", () => {
  it("is made once per language and namespace, and keeps them apart", () => {
    expect(translator("en", "program")).toBe(translator("en", "program"));
    expect(translator("es", "program")).not.toBe(translator("en", "program"));
    expect(translator("en", "program")).not.toBe(translator("en", "shell"));
    expect(translator("es", "program")("backToSearch")).not.toBe(translator("en", "program")("backToSearch"));
  });

  it("gives a fixed label the same text every time, and still fills values and plurals on each call", () => {
    const t = translator("en", "program");
    const label = t("backToSearch");
    expect(label.length).toBeGreaterThan(3);
    expect(t("backToSearch")).toBe(label);
    expect(t("metaTitle", { name: "A", city: "Nampa", state: "ID" })).toBe("A in Nampa, ID");
    expect(t("metaTitle", { name: "B", city: "Boise", state: "ID" })).toBe("B in Boise, ID");
    expect(t("reviewCount", { count: 1 })).toBe("1 review");
    expect(t("reviewCount", { count: 12 })).toBe("12 reviews");
    expect(translator("es", "program")("reviewCount", { count: 12 })).toMatch(/^12 /);
  });

  it("keeps next-intl's has and raw", () => {
    const t = translator("en", "program");
    expect(t.has("backToSearch")).toBe(true);
    expect(t.has("noSuchKey" as never)).toBe(false);
    expect(t.raw("metaTitle")).toBe("{name} in {city}, {state}");
  });
});
