/** @jest-environment node */
import { excerpt, plural, reviewCountLabel, safeEmail, safeHttpUrl } from "@/lib/format";

describe("small formatters", () => {
  it("counts reviews in words", () => {
    expect(reviewCountLabel(0)).toBe("0 reviews");
    expect(reviewCountLabel(1)).toBe("1 review");
    expect(reviewCountLabel(12)).toBe("12 reviews");
  });

  it("keeps only http(s) links and plausible emails", () => {
    expect(safeHttpUrl("https://clinic.example/a?b=1")).toBe("https://clinic.example/a?b=1");
    expect(safeHttpUrl("http://clinic.example")).toBe("http://clinic.example/");
    expect(safeHttpUrl("javascript:alert(1)")).toBeNull();
    expect(safeHttpUrl("data:text/html,hi")).toBeNull();
    expect(safeHttpUrl("clinic.example")).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeEmail(" info@clinic.example ")).toBe("info@clinic.example");
    expect(safeEmail("not an email")).toBeNull();
    expect(safeEmail("a@b")).toBeNull();
    expect(safeEmail(null)).toBeNull();
  });

  it("cuts descriptions at a word boundary", () => {
    expect(excerpt("Short text.")).toBe("Short text.");
    const long = "word ".repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("word\u2026")).toBe(true);
  });
});

describe("plural", () => {
  it("picks one or many by the plural rules, with the count grouped", () => {
    expect(plural(1, "program")).toBe("1 program");
    expect(plural(0, "program")).toBe("0 programs");
    expect(plural(2300, "review")).toBe("2,300 reviews");
    expect(plural(1.5, "mile")).toBe("1.5 miles");
    expect(plural(2, "duplicate", "duplicates")).toBe("2 duplicates");
  });
});
