import { answerFor, childBand, SEARCH_PEDIATRICS, SEARCH_TOXICOLOGY, PEHSU_URL, type Answer } from "./bands";
import { parseQuery } from "./input";
import { BLL_SOURCES, SOURCES_CHECKED_ON } from "./sources";

const texts = (lines: { text: string }[]) => lines.map((l) => l.text).join("\n");
const all = (a: Answer) => texts([...a.summary, ...(a.confirm ? [a.confirm] : []), ...a.actions, ...a.breastfeeding, ...a.dont]);

describe("child bands at every boundary (CDC, 3.5 µg/dL reference value)", () => {
  it.each([
    [0, "Below 3.5 µg/dL"],
    [3.4, "Below 3.5 µg/dL"],
    [3.49, "Below 3.5 µg/dL"],
    [3.5, "3.5 to 19 µg/dL"],
    [19.9, "3.5 to 19 µg/dL"],
    [20, "20 to 44 µg/dL"],
    [44.9, "20 to 44 µg/dL"],
    [45, "45 to 69 µg/dL"],
    [69.9, "45 to 69 µg/dL"],
    [70, "70 µg/dL or higher"],
    [250, "70 µg/dL or higher"],
  ])("%s µg/dL is %s", (value, band) => {
    expect(childBand(value)).toBe(band);
    expect(answerFor(value, "child", "venous").band).toBe(band);
    expect(answerFor(value, "older-child", "venous").band).toBe(band);
  });

  it("says what each band means, in the band's own words", () => {
    expect(all(answerFor(3.4, "child", "venous"))).toContain("below CDC's blood lead reference value of 3.5");
    expect(all(answerFor(3.5, "child", "venous"))).toContain("at or above CDC's blood lead reference value of 3.5");
    expect(all(answerFor(19.9, "child", "venous"))).toContain("every 1 to 3 months for the first 2 to 4 tests");
    expect(all(answerFor(9.9, "child", "venous"))).toContain("every 3 months for the first 2 to 4 tests");
    expect(all(answerFor(20, "child", "venous"))).toContain("complete medical history and physical exam");
    expect(all(answerFor(44.9, "child", "venous"))).toContain("reserves chelation (medicine that binds lead) for children whose blood lead is 45");
    expect(all(answerFor(45, "child", "venous"))).toContain("From 45 µg/dL, CDC's recommendations include chelation therapy.");
    expect(all(answerFor(69.9, "child", "venous"))).toContain("From 45 µg/dL, CDC's recommendations include chelation therapy.");
    expect(all(answerFor(70, "child", "venous"))).toContain("hospitalize the child and start chelation therapy");
    expect(all(answerFor(69.9, "child", "venous"))).not.toContain("hospitalize the child");
    expect(answerFor(69.9, "child", "venous").urgent).toBe(false);
    expect(answerFor(70, "child", "venous").urgent).toBe(true);
    expect(all(answerFor(19.9, "child", "venous"))).not.toContain("chelation therapy");
  });

  it("gives the older child the same bands and says why", () => {
    expect(answerFor(12, "older-child", "venous").note).toMatch(/No source we checked gives other bands for older children/);
    expect(answerFor(12, "child", "venous").note).toBeUndefined();
  });
});

describe("a fingerstick (capillary) result", () => {
  it.each([
    [3.5, "within 3 months"],
    [9.9, "within 3 months"],
    [10, "within 1 month"],
    [12, "within 1 month"],
    [19.9, "within 1 month"],
    [20, "within 2 weeks"],
    [44.9, "within 2 weeks"],
    [45, "within 48 hours"],
    [80, "within 48 hours"],
  ])("at %s µg/dL needs a venous test %s", (value, timing) => {
    const a = answerFor(value, "child", "capillary");
    expect(a.confirm?.text).toContain("should be confirmed with a blood sample from a vein");
    expect(a.confirm?.text).toContain(`CDC's schedule is ${timing}`);
    expect(a.confirm?.source).toBe("cdcActionsTables");
    expect(a.actionsHeading).toBe("If the venous test confirms this range, CDC recommends");
  });

  it("below 3.5 needs none, and a venous result has no confirmation line", () => {
    expect(answerFor(3.4, "child", "capillary").confirm?.text).toContain("this result is below that");
    expect(answerFor(12, "child", "venous").confirm).toBeUndefined();
  });
});

describe("pregnancy and breastfeeding (CDC 2010 guidelines)", () => {
  it("keeps breastfeeding under 40 µg/dL and looks for the source from 5", () => {
    const low = answerFor(4.9, "pregnant", "venous");
    expect(low.band).toBe("Below 5 µg/dL");
    expect(texts(low.breastfeeding)).toContain("mothers with blood lead below 40 µg/dL breastfeed");
    const mid = answerFor(39.9, "pregnant", "venous");
    expect(mid.band).toBe("5 to 39 µg/dL");
    expect(texts(mid.actions)).toContain("should try to find the source of the lead");
    expect(texts(mid.breastfeeding)).toContain("the baby's blood lead should be monitored");
    expect(texts(mid.breastfeeding)).toContain("pumping and discarding");
    expect(texts(answerFor(19.9, "pregnant", "venous").breastfeeding)).not.toContain("pumping and discarding");
  });

  it("at 40 or more, may pause breastfeeding after asking a specialist", () => {
    const high = answerFor(40, "pregnant", "venous");
    expect(high.band).toBe("40 µg/dL or higher");
    expect(texts(high.breastfeeding)).toContain("pump and discard breast milk until the mother's level is below 40");
    expect(texts(high.breastfeeding)).not.toContain("below 40 µg/dL breastfeed");
    expect(high.care.map((c) => c.href)).toEqual([SEARCH_PEDIATRICS, PEHSU_URL]);
    expect(answerFor(45, "pregnant", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY, SEARCH_PEDIATRICS, PEHSU_URL]);
  });
});

describe("adults (NIOSH ABLES reference, AOEC/Kosnett 2007)", () => {
  it.each([
    [4.9, "Below 5 µg/dL", "every 6 months"],
    [5, "5 to 9 µg/dL", "every 6 months"],
    [10, "10 to 19 µg/dL", "every 3 months"],
    [20, "20 to 30 µg/dL", "two results taken 4 weeks apart"],
    [30, "20 to 30 µg/dL", "two results taken 4 weeks apart"],
    [30.1, "Over 30 µg/dL", "single result is above 30"],
  ])("%s µg/dL is %s", (value, band, words) => {
    const a = answerFor(value, "adult", "venous");
    expect(a.band).toBe(band);
    expect(texts(a.actions)).toContain(words);
    expect(a.path).toBe("adult");
  });

  it("links medical toxicology from 45, and no pediatric search", () => {
    expect(answerFor(44.9, "adult", "venous").care).toEqual([]);
    expect(answerFor(45, "adult", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY]);
  });
});

describe("every answer", () => {
  const cases = [0, 3.4, 3.5, 12, 20, 45, 70, 150].flatMap((v) =>
    (["child", "older-child", "pregnant", "adult"] as const).flatMap((who) => (["capillary", "venous"] as const).map((how) => answerFor(v, who, how))),
  );

  it("says what not to do: provoked urine tests (ACMT) and over-the-counter chelators (FDA)", () => {
    for (const a of cases) {
      expect(a.dont.map((l) => l.source)).toEqual(expect.arrayContaining(["acmtProvoked", "fdaOtc"]));
    }
  });

  it("cites a listed source with a URL on every line", () => {
    for (const a of cases) {
      for (const line of [...a.summary, ...(a.confirm ? [a.confirm] : []), ...a.actions, ...a.breastfeeding, ...a.dont]) {
        expect(BLL_SOURCES[line.source].url).toMatch(/^https?:\/\//);
      }
    }
    expect(SOURCES_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("sends children to pediatrics and PEHSU, and everyone from 45 to medical toxicology", () => {
    expect(answerFor(12, "child", "capillary").care.map((c) => c.href)).toEqual([SEARCH_PEDIATRICS, PEHSU_URL]);
    expect(answerFor(50, "child", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY, SEARCH_PEDIATRICS, PEHSU_URL]);
    expect(PEHSU_URL).toBe("https://www.pehsu.net/index.html");
  });
});

describe("reading the query (hostile input gives a message, never an error)", () => {
  it("reads a complete, valid query", () => {
    expect(parseQuery({ result: "12", who: "child", how: "capillary" })).toMatchObject({ kind: "ok", value: 12, who: "child", how: "capillary" });
    expect(parseQuery({ result: " 3,5 ", who: "adult", how: "venous" })).toMatchObject({ kind: "ok", value: 3.5 });
    expect(parseQuery({ result: "4.25 ug/dL", who: "adult", how: "venous" })).toMatchObject({ kind: "ok", value: 4.25 });
    expect(parseQuery({ result: "4.2 µg/dL", who: "adult", how: "venous" })).toMatchObject({ kind: "ok", value: 4.2 });
    expect(parseQuery({ result: "007", who: "adult", how: "venous" })).toMatchObject({ kind: "ok", value: 7 });
    expect(parseQuery({})).toEqual({ kind: "empty" });
  });

  const resultError = (result: string | string[]) => {
    const parsed = parseQuery({ result, who: "child", how: "venous" });
    if (parsed.kind !== "invalid") throw new Error(`expected a message for ${String(result)}`);
    return parsed.errors.result;
  };

  it.each([
    ["abc", /as a number in µg\/dL/],
    ["12abc", /as a number in µg\/dL/],
    ["1e3", /as a number in µg\/dL/],
    ["NaN", /as a number in µg\/dL/],
    ["Infinity", /as a number in µg\/dL/],
    ["<script>alert(1)</script>", /too long for a blood lead result/],
    ["<b>1</b>", /as a number in µg\/dL/],
    ["", /Enter the result from the report/],
    ["   ", /Enter the result from the report/],
    ["-3", /cannot be below zero/],
    ["-0.5", /cannot be below zero/],
    ["1001", /higher than any result we can read/],
    ["99999999999999999999", /higher than any result we can read/],
    ["9".repeat(500), /too long for a blood lead result/],
    ["3.4999", /at most two decimal places/],
    ["12.000000001", /at most two decimal places/],
  ])("input #%# gives a clear message", (input, message) => {
    expect(resultError(input)).toMatch(message);
  });

  it("refuses two results, unknown choices, and says which field is wrong", () => {
    expect(resultError(["1", "2"])).toMatch(/one result at a time/);
    const parsed = parseQuery({ result: "12", who: "__proto__", how: "vein" });
    expect(parsed).toMatchObject({ kind: "invalid", errors: { who: "Choose who was tested.", how: "Choose how the blood was taken." } });
    expect(parseQuery({ result: "12" })).toMatchObject({ kind: "invalid", echo: { result: "12" } });
  });
});
