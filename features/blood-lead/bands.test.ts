import { answerFor, childBand, EMERGENCY, NOT_FOR_THIS_LEVEL, SEARCH_OCCUPATIONAL, SEARCH_TOXICOLOGY, PEHSU_URL, type Answer } from "./bands";
import { bandValue, parseForm, UG_DL_PER_UMOL_L } from "./input";
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
    expect(answerFor(69.9, "child", "venous").urgent).toBe(true); // same day from 45 (issue 50)
    expect(answerFor(44.9, "child", "venous").urgent).toBe(false);
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
    [69.9, "within 48 hours"],
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

describe("children: urgency, chelation and what CDC adds (issue 50)", () => {
  it.each([3.4, 3.5, 19.9, 20, 44.9])("below 45 (%s), every child answer says chelation and detox are not recommended", (v) => {
    for (const how of ["capillary", "venous"] as const) {
      for (const who of ["child", "older-child"] as const) {
        const a = answerFor(v, who, how);
        expect(a.actions).toContainEqual(NOT_FOR_THIS_LEVEL);
        expect(a.urgent).toBe(false);
      }
    }
  });

  it.each([
    ["pregnant", 44.9, 45],
    ["adult", 79.9, 80],
  ] as const)("for %s, no deterrent beside the advice to consider chelation: below %s the warning, from %s the supervised drug and the deaths explained", (who, below, from) => {
    const under = all(answerFor(below, who, "venous"));
    expect(under).toContain("even when used under medical supervision");
    expect(under).not.toContain("chelation may be part of care");
    const at = answerFor(from, who, "venous");
    expect(all(at)).not.toContain("even when used under medical supervision");
    expect(all(at)).toContain("chelation may be part of care");
    expect(at.dont.find((l) => l.text.includes("edetate disodium"))?.source).toBe("cdcMmwr2006");
    expect(at.urgent).toBe(true);
  });

  it.each([45, 69.9, 70])("from 45 (%s) it is same-day, never says 'not recommended', and explains the deaths", (v) => {
    const a = answerFor(v, "child", "venous");
    expect(a.actions).not.toContainEqual(NOT_FOR_THIS_LEVEL);
    expect(a.urgent).toBe(true);
    expect(a.nextStep).toMatch(/today/);
    expect(all(a)).toContain("is what CDC recommends");
    expect(all(a)).toContain("edetate disodium");
    expect(all(a)).not.toContain("even when used under medical supervision");
    expect(all(a)).toContain("never a home or over-the-counter one");
    expect(all(a)).toContain("not for preventing lead poisoning in a lead-containing environment");
  });

  it("at 45 to 69 lists hospitalization when a lead-safe home cannot be assured; at 70 the hospital", () => {
    expect(all(answerFor(44.9, "child", "venous"))).not.toContain("lead-safe home cannot be assured");
    expect(all(answerFor(45, "child", "venous"))).toContain("hospitalization if a lead-safe home cannot be assured");
    expect(all(answerFor(69.9, "child", "venous"))).toContain("hospitalization if a lead-safe home cannot be assured");
    expect(all(answerFor(70, "child", "venous"))).toContain("hospitalize the child and start chelation");
  });

  it("a fingerstick at 70 or more says: confirm today, as an emergency test (never 'within 48 hours' beside 'now')", () => {
    for (const v of [70, 150]) {
      const a = answerFor(v, "child", "capillary");
      expect(a.nextStep).toBe(
        "Call the child's doctor now and have the venous test today, as an emergency test: at 70 µg/dL or higher CDC's steps include a hospital stay and chelation.",
      );
      expect(a.urgent).toBe(true);
      expect(all(a)).not.toContain("within 48 hours");
      expect(a.confirm?.text).toContain("the more urgent the venous test");
    }
    const at69 = answerFor(69.9, "child", "capillary");
    expect(at69.nextStep).toBe("Call the child's doctor today: the venous test that confirms this result is due within 48 hours, and at this level CDC's steps include chelation.");
    expect(at69.nextStep).not.toContain("emergency");
    expect(answerFor(44.9, "child", "capillary").nextStep).toMatch(/^Book the venous test within 2 weeks/);
  });

  it("from 3.5 adds the environmental investigation, iron status, iron- and calcium-rich food and development", () => {
    expect(all(answerFor(3.4, "child", "venous"))).not.toContain("environmental investigation (a history");
    for (const v of [3.5, 19.9]) {
      const text = all(answerFor(v, "child", "venous"));
      expect(text).toContain("environmental investigation (a history of where the lead may come from, and a home visit)");
      expect(text).toContain("lab work for iron status");
      expect(text).toContain("foods rich in iron and calcium");
      expect(text).toContain("routine checks of the child's development");
    }
  });
});

describe("pregnancy and breastfeeding (CDC, PEHSU)", () => {
  it.each([
    [4.9, "Below 5 µg/dL", false],
    [5, "5 to 44 µg/dL", false],
    [14.9, "5 to 44 µg/dL", false],
    [15, "5 to 44 µg/dL", false],
    [24.9, "5 to 44 µg/dL", false],
    [25, "5 to 44 µg/dL", false],
    [44.9, "5 to 44 µg/dL", false],
    [45, "45 µg/dL or higher", true],
  ])("%s µg/dL is %s (urgent: %s)", (v, band, urgent) => {
    const a = answerFor(v, "pregnant", "venous");
    expect(a.band).toBe(band);
    expect(a.urgent).toBe(urgent);
    expect(texts(a.actions).includes("treated as high-risk")).toBe(urgent);
    expect(texts(a.actions).includes("calcium supplements")).toBe(v >= 5);
    expect(a.specialties).toEqual(["obstetrics", "occupational-medicine", "medical-toxicology"]);
  });

  it("keeps breastfeeding under 40 µg/dL and pumps and discards from 40, beside PEHSU's wording", () => {
    const low = answerFor(4.9, "pregnant", "venous");
    expect(texts(low.breastfeeding)).toContain("mothers with blood lead below 40 µg/dL breastfeed");
    const mid = answerFor(39.9, "pregnant", "venous");
    expect(texts(mid.actions)).toContain("should try to find the source of the lead");
    expect(texts(mid.breastfeeding)).toContain("pumping and discarding");
    expect(texts(answerFor(19.9, "pregnant", "venous").breastfeeding)).not.toContain("pumping and discarding");
    const high = answerFor(40, "pregnant", "venous");
    expect(texts(high.breastfeeding)).toContain("pump and discard breast milk until the mother's level is below 40");
    expect(texts(high.breastfeeding)).toContain("PEHSU recommends consulting a PEHSU specialist");
    expect(high.care.map((c) => c.href)).toEqual([PEHSU_URL]);
    expect(answerFor(45, "pregnant", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY, PEHSU_URL]);
  });
});

describe("adults (Kosnett 2007 / CSTE table, OSHA removal levels)", () => {
  it.each([
    [4.9, "Below 5 µg/dL", "every 6 months", false],
    [5, "5 to 9 µg/dL", "every 6 months", false],
    [10, "10 to 19 µg/dL", "every 3 months", false],
    [20, "20 to 29 µg/dL", "repeat the test in 4 weeks", false],
    [29.9, "20 to 29 µg/dL", "repeat the test in 4 weeks", false],
    [30, "30 to 79 µg/dL", "prompt medical evaluation", false],
    [79.9, "30 to 79 µg/dL", "prompt medical evaluation", false],
    [80, "80 µg/dL or higher", "urgent medical evaluation", true],
  ])("%s µg/dL is %s", (value, band, words, urgent) => {
    const a = answerFor(value, "adult", "venous");
    expect(a.band).toBe(band);
    expect(texts(a.actions)).toContain(words);
    expect(a.urgent).toBe(urgent);
    expect(texts(a.actions).includes("60 µg/dL or more, or an average of 50 µg/dL or more, in general industry (29 CFR 1910.1025), and at 50 µg/dL or more in construction (29 CFR 1926.62)")).toBe(value >= 5);
  });

  it("links occupational medicine from 10 and medical toxicology from 45, never PEHSU", () => {
    expect(answerFor(9.9, "adult", "venous").care).toEqual([]);
    expect(answerFor(10, "adult", "venous").care.map((c) => c.href)).toEqual([SEARCH_OCCUPATIONAL]);
    expect(answerFor(45, "adult", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY, SEARCH_OCCUPATIONAL]);
    expect(answerFor(45, "adult", "venous").specialties).toEqual(["occupational-medicine", "medical-toxicology"]);
  });
});

describe("every answer", () => {
  const cases = [0, 3.4, 3.5, 12, 20, 45, 70, 150].flatMap((v) =>
    (["child", "older-child", "pregnant", "adult"] as const).flatMap((who) => (["capillary", "venous"] as const).map((how) => answerFor(v, who, how))),
  );

  it("starts with the emergency rule: 911 or the ER now for the signs of lead encephalopathy, whatever the number", () => {
    for (const a of cases) expect(a.emergency).toBe(EMERGENCY);
    const rule = texts(EMERGENCY);
    for (const sign of ["911", "emergency room", "vomiting", "sleepy", "irritable", "unsteady", "headache", "seizure", "whatever the number"]) expect(rule).toContain(sign);
  });

  it("says what not to do, gives a next step and three questions", () => {
    for (const a of cases) {
      expect(a.dont.map((l) => l.source)).toEqual(expect.arrayContaining(["acmtProvoked", "fdaOtc"]));
      expect(a.nextStep.length).toBeGreaterThan(20);
      expect(a.questions).toHaveLength(3);
    }
  });

  it("cites a listed source with a URL on every line", () => {
    for (const a of cases) {
      for (const line of [...a.emergency, ...a.summary, ...(a.confirm ? [a.confirm] : []), ...a.actions, ...a.breastfeeding, ...a.dont]) {
        expect(BLL_SOURCES[line.source].url).toMatch(/^https?:\/\//);
      }
    }
    expect(SOURCES_CHECKED_ON).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("sends children to pediatrics and medical toxicology near them, and PEHSU", () => {
    expect(answerFor(12, "child", "capillary").care.map((c) => c.href)).toEqual([PEHSU_URL]);
    expect(answerFor(50, "child", "venous").care.map((c) => c.href)).toEqual([SEARCH_TOXICOLOGY, PEHSU_URL]);
    expect(answerFor(12, "child", "venous").specialties).toEqual(["pediatrics", "medical-toxicology"]);
  });
});

/** A form as the browser posts it. */
const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) data.append(k, one);
  return data;
};

describe("reading the form (hostile input gives a message, never an error)", () => {
  it("reads a complete, valid form, with or without a ZIP", () => {
    expect(parseForm(form({ result: "12", who: "child", how: "capillary" }))).toMatchObject({ kind: "ok", reading: { value: 12, below: false }, who: "child", how: "capillary" });
    expect(parseForm(form({ result: " 3,5 ", who: "adult", how: "venous", zip: "" }))).toMatchObject({ kind: "ok", reading: { value: 3.5 } });
    expect(parseForm(form({ result: "4.25 ug/dL", who: "adult", how: "venous", zip: " 44113 " }))).toMatchObject({ kind: "ok", reading: { value: 4.25 }, zip: "44113" });
    expect(parseForm(form({ result: "4.2 mcg/dL", who: "adult", how: "venous" }))).toMatchObject({ kind: "ok", reading: { value: 4.2 } });
    expect(parseForm(form({}))).toEqual({ kind: "empty" });
  });

  it("reads <3.5 and < 3.5 as below 3.5, in the band below", () => {
    for (const text of ["<3.5", "< 3.5", "<3.5 ug/dL"]) {
      const parsed = parseForm(form({ result: text, who: "child", how: "venous" }));
      if (parsed.kind !== "ok") throw new Error(text);
      expect(parsed.reading).toEqual({ value: 3.5, below: true, umol: undefined });
      expect(answerFor(bandValue(parsed.reading), "child", "venous").band).toBe("Below 3.5 µg/dL");
    }
  });

  it("converts µmol/L (1 µmol/L = 20.72 µg/dL) and keeps what was written", () => {
    expect(UG_DL_PER_UMOL_L).toBe(20.72);
    for (const text of ["0.5 umol/L", "0.5 µmol/L", "0,5 μmol/l"]) {
      const parsed = parseForm(form({ result: text, who: "child", how: "venous" }));
      expect(parsed).toMatchObject({ kind: "ok", reading: { value: 10.36, umol: 0.5 } });
    }
    const high = parseForm(form({ result: "2.2 umol/L", who: "child", how: "venous" }));
    expect(high).toMatchObject({ kind: "ok", reading: { value: 45.58 } });
  });

  const resultError = (result: string | string[]) => {
    const parsed = parseForm(form({ result, who: "child", how: "venous" }));
    if (parsed.kind !== "invalid") throw new Error(`expected a message for ${String(result)}`);
    return parsed.errors.result;
  };

  it.each([
    ["abc", /as a number/],
    ["1e3", /not "e3"/],
    ["NaN", /as a number/],
    ["12 mg/L", /not "mg\/L"/],
    ["12 ug/L", /not "ug\/L"/],
    ["12 ppm", /not "ppm"/],
    ["<script>alert(1)</script>", /too long for a blood lead result/],
    ["", /Enter the result from the report/],
    ["-3", /cannot be below zero/],
    ["<0", /cannot be below zero/],
    ["1001", /higher than any result we can read/],
    ["9".repeat(500), /too long for a blood lead result/],
    ["3.4999", /at most two decimal places/],
  ])("input #%# gives a clear message", (input, message) => {
    expect(resultError(input)).toMatch(message);
  });

  it("refuses two results, unknown choices and bad ZIPs, and says which field is wrong", () => {
    expect(resultError(["1", "2"])).toMatch(/one result at a time/);
    expect(parseForm(form({ result: "12", who: "__proto__", how: "vein" }))).toMatchObject({ kind: "invalid", errors: { who: "Choose who was tested.", how: "Choose how the blood was taken." } });
    expect(parseForm(form({ result: "12", who: "child", how: "venous", zip: "4411" }))).toMatchObject({ kind: "invalid", errors: { zip: /5-digit ZIP/ } });
    expect(parseForm(form({ result: "12", who: "child", how: "venous", zip: ["44113", "10001"] }))).toMatchObject({ kind: "invalid", errors: { zip: "Enter one ZIP code." } });
  });
});
