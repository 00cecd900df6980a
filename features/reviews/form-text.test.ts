import { errorText } from "@/lib/i18n/error-text";
import { REPORT_REASON_LABELS, reportCreateSchema } from "@/features/reports/schema";
import { reportFormText } from "@/features/reports/form-text";
import { reviewCreateSchema } from "./schema";
import { reviewFormText } from "./form-text";

// Issue 54: the review form and the report dialog on a Spanish program page show every message of their (English)
// schemas in Spanish, and say in English exactly what they said before.
const messagesOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, valid: object, bad: object[]) =>
  [...new Set(bad.flatMap((b) => schema.safeParse({ ...valid, ...b }).error?.issues.map((i) => i.message) ?? []))];

const review = messagesOf(reviewCreateSchema, { userName: "Ana Ruiz", userEmail: "ana@example.com", rating: 4, title: "Good visit", comment: "A long enough review." }, [
  { userName: "" }, { userName: "A" }, { userName: "x".repeat(51) }, { userEmail: "bad" }, { rating: 0 }, { rating: 6 }, { title: "" }, { title: "abc" }, { title: "x".repeat(101) },
  { comment: "" }, { comment: "short" }, { comment: "x".repeat(1001) }, { comment: "ten chars \u0000 and more" },
]);
const report = messagesOf(reportCreateSchema, { reason: "closed", details: "It closed last year.", email: "" }, [
  { reason: "" }, { details: "" }, { details: "short" }, { details: "x".repeat(1001) }, { details: "ten chars \u0000 and more" }, { email: "bad" },
]);

describe("the review and report forms' words", () => {
  it("know every message their schemas give, and show each in Spanish", () => {
    expect(review.length).toBeGreaterThanOrEqual(10);
    expect(report.length).toBeGreaterThanOrEqual(5);
    const es = reviewFormText("es");
    for (const m of review) expect([m, Object.hasOwn(es.errors, m)]).toEqual([m, true]);
    for (const m of review) expect(errorText(m, es)).not.toBe(m);
    const esReport = reportFormText("es");
    for (const m of report) expect([m, Object.hasOwn(esReport.errors, m)]).toEqual([m, true]);
    expect(errorText("Please select a rating", es)).toBe("Elija una calificación");
    expect(errorText("Something new", es)).toBe("Revise este campo.");
  });

  it("in English show each message as written, and name the report reasons as the admin panel does", () => {
    const en = reviewFormText("en");
    for (const m of review) expect(errorText(m, en)).toBe(m);
    expect(errorText("Something new", en)).toBe("Something new");
    // Issue 52: an English page carries no map of each message to itself.
    expect(en.errors).toEqual({});
    expect(reportFormText("en").errors).toEqual({});
    for (const m of report) expect(errorText(m, reportFormText("en"))).toBe(m);
    expect(reportFormText("en").reasons).toEqual(REPORT_REASON_LABELS);
    expect(Object.keys(reportFormText("es").reasons)).toEqual(Object.keys(REPORT_REASON_LABELS));
  });
});
