import { answerFor, type Answer } from "./bands";
import { answerForm } from "./answer-state";
import { LINES_ES } from "./lines-es";
import { answerInSpanish, spanishLine } from "./spanish";
import { WHO, HOW, type How, type Who } from "./input";

/**
 * The Spanish answer in step with the English one (issue 54, "Bands in step"): every sentence bands.ts can
 * produce has its Spanish, carries the same numbers, and the band, the same-day flag and the next step's
 * deadline are the English answer's at every boundary bands.test.ts uses.
 */
const BOUNDARIES: { who: Who; hows: readonly How[]; values: number[] }[] = [
  { who: "child", hows: HOW, values: [3.4, 3.5, 19.9, 20, 44.9, 45, 69.9, 70] },
  { who: "older-child", hows: HOW, values: [3.4, 3.5, 19.9, 20, 44.9, 45, 69.9, 70] },
  { who: "pregnant", hows: HOW, values: [4.9, 5, 14.9, 15, 19.9, 20, 24.9, 25, 39.9, 40, 44.9, 45] },
  { who: "adult", hows: HOW, values: [4.9, 5, 9.9, 10, 19.9, 20, 29.9, 30, 79.9, 80] },
];

const numbers = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();
const sentences = (a: Answer) => [
  a.band,
  a.actionsHeading,
  a.nextStep,
  ...(a.note ? [a.note] : []),
  ...a.questions,
  ...a.care.map((c) => c.label),
  ...[...a.emergency, ...a.summary, ...(a.confirm ? [a.confirm] : []), ...a.actions, ...a.breastfeeding, ...a.dont].map((l) => l.text),
];

const grid: number[] = [];
for (let v = 0; v <= 150; v = Math.round((v + 0.1) * 10) / 10) grid.push(v);
grid.push(3.49, 3.51, 19.99, 44.99, 69.99, 79.99, 250, 1000);

describe("the Spanish blood lead answer", () => {
  it("has a Spanish sentence for every sentence of every English answer, with the same numbers", () => {
    const missing = new Set<string>();
    const unequal = new Set<string>();
    for (const who of WHO)
      for (const how of HOW)
        for (const v of grid)
          for (const english of sentences(answerFor(v, who, how))) {
            const es = spanishLine(english);
            if (es === undefined) missing.add(english);
            else if (numbers(es).join(" ") !== numbers(english).join(" ")) unequal.add(`${english}\n  ${es}`);
          }
    expect([...missing]).toEqual([]);
    expect([...unequal]).toEqual([]);
  });

  it("has no translation that is the English left as it was, and no entry bands.ts never says", () => {
    for (const [en, es] of Object.entries(LINES_ES)) expect([en, es === en]).toEqual([en, false]);
    const said = new Set<string>();
    for (const who of WHO) for (const how of HOW) for (const v of grid) for (const s of sentences(answerFor(v, who, how))) said.add(s);
    const patterns = Object.keys(LINES_ES).filter((k) => k.includes("{value}"));
    const exact = Object.keys(LINES_ES).filter((k) => !k.includes("{value}"));
    expect(exact.filter((k) => !said.has(k))).toEqual([]);
    for (const p of patterns) {
      const re = new RegExp(`^${p.split("{value}").map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+?")}$`);
      expect([p, [...said].some((s) => re.test(s))]).toEqual([p, true]);
    }
  });

  describe.each(BOUNDARIES)("$who at every boundary", ({ who, hows, values }) => {
    it.each(hows.flatMap((how) => values.map((v) => [how, v] as const)))("%s %s: the same band, same-day flag, next step deadline and sources", (how, v) => {
      const en = answerFor(v, who, how);
      const es = answerInSpanish(en);
      expect(es.band).toBe(spanishLine(en.band));
      expect(es.band).not.toBe(en.band);
      expect(numbers(es.band)).toEqual(numbers(en.band));
      expect(es.urgent).toBe(en.urgent);
      expect(es.path).toBe(en.path);
      expect(es.specialties).toEqual(en.specialties);
      expect(es.care.map((c) => c.href)).toEqual(en.care.map((c) => c.href));
      // The deadline: the next step names the same numbers (48 hours, 2 weeks, 1 month, 3 months, 70 µg/dL).
      expect(es.nextStep).not.toBe(en.nextStep);
      expect(numbers(es.nextStep)).toEqual(numbers(en.nextStep));
      if (en.confirm) expect(numbers(es.confirm!.text)).toEqual(numbers(en.confirm.text));
      const sources = (a: Answer) => [...a.emergency, ...a.summary, ...a.actions, ...a.breastfeeding, ...a.dont].map((l) => l.source);
      expect(sources(es)).toEqual(sources(en));
      expect(sentences(es).length).toBe(sentences(en).length);
    });
  });

  it("keeps the visitor's own number in the fingerstick line", () => {
    const es = answerInSpanish(answerFor(12.34, "child", "capillary"));
    expect(es.confirm?.text).toContain("de 12.34 µg/dL");
    expect(es.confirm?.text).toContain("en un plazo de 1 mes");
    expect(answerInSpanish(answerFor(72, "child", "capillary")).nextStep).toMatch(/^Llame ahora al médico del niño/);
  });
});

describe("the Spanish form action", () => {
  const form = (fields: Record<string, string>) => ({ getAll: (name: string) => (fields[name] === undefined ? [] : [fields[name]]) });
  const none = async () => ({ providers: [], telehealth: [], searchHref: "/" });

  it("answers in Spanish with the English answer's band", async () => {
    const en = await answerForm(form({ result: "47", who: "child", how: "venous", zip: "" }), none);
    const es = await answerForm(form({ result: "47", who: "child", how: "venous", zip: "" }), none, "es");
    expect(en.kind === "ok" && es.kind === "ok").toBe(true);
    if (en.kind !== "ok" || es.kind !== "ok") return;
    expect(es.answer.band).toBe("De 45 a 69 µg/dL");
    expect(es.answer.urgent).toBe(en.answer.urgent);
  });

  it("says what to fix in Spanish", async () => {
    const es = await answerForm(form({ result: "abc", zip: "00000" }), none, "es");
    expect(es.kind).toBe("invalid");
    if (es.kind !== "invalid") return;
    expect(es.errors.who).toBe("Elija a quién se le hizo la prueba.");
    expect(es.errors.how).toBe("Elija cómo se tomó la sangre.");
    expect(es.errors.result).toMatch(/^Escriba el resultado/);
    const zip = await answerForm(form({ result: "5", who: "adult", how: "venous", zip: "00000" }), none, "es");
    expect(zip.kind === "invalid" && zip.errors.zip).toBe("No conocemos el código postal 00000. Revíselo o déjelo vacío.");
  });
});
