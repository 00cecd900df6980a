import { CHELATION_NOTE, LANGUAGES, PAYMENT_LABELS, PAYMENT_OPTIONS, SERVICE_LABELS, SERVICES } from "./details";
import { factLabels, languageName, programTypeName, specialtyLineOf } from "./labels";
import { PROGRAM_TYPES } from "./program-types";
import { SPECIALTIES, SPECIALTY_LABELS, specialtyText } from "./specialties";
import { WEEKDAY_LABELS, WEEKDAYS } from "./hours/week";

describe("the facts held as codes, in each language (issue 54)", () => {
  const en = factLabels("en");
  const es = factLabels("es");

  test("the English catalogue says exactly what the code's English constants say", () => {
    expect(en.services).toEqual(SERVICE_LABELS);
    expect(en.payment).toEqual(PAYMENT_LABELS);
    expect(en.specialties).toEqual(SPECIALTY_LABELS);
    expect(en.weekdays).toEqual(WEEKDAY_LABELS);
    expect(Object.keys(en.programTypes)).toEqual([...PROGRAM_TYPES]);
    expect(Object.values(en.programTypes)).toEqual([...PROGRAM_TYPES]);
    expect(Object.keys(en.languages)).toEqual([...LANGUAGES]);
    expect(en.chelationNote).toEqual(CHELATION_NOTE);
    expect(specialtyLineOf(en, ["medical-toxicology", "pediatrics"])).toBe(specialtyText(["medical-toxicology", "pediatrics"]));
  });

  test("every code has a Spanish name, different from the English one except proper names", () => {
    const same = new Set(["Medicare", "Medicaid", "Hindi", "Urdu"]);
    const pairs: [string, string][] = [
      ...SERVICES.map((s) => [en.services[s], es.services[s]] as [string, string]),
      ...PAYMENT_OPTIONS.map((p) => [en.payment[p], es.payment[p]] as [string, string]),
      ...SPECIALTIES.map((s) => [en.specialties[s], es.specialties[s]] as [string, string]),
      ...WEEKDAYS.map((d) => [en.weekdays[d], es.weekdays[d]] as [string, string]),
      ...PROGRAM_TYPES.map((t) => [programTypeName(en, t), programTypeName(es, t)] as [string, string]),
      ...LANGUAGES.map((l) => [languageName(en, l), languageName(es, l)] as [string, string]),
    ];
    for (const [english, spanish] of pairs) {
      expect(spanish.trim().length).toBeGreaterThan(0);
      if (!same.has(english)) expect([english, spanish]).not.toEqual([english, english]);
    }
    expect(specialtyLineOf(es, ["pediatrics"])).toBe("Pediatría (según su registro en el NPI)");
    expect(specialtyLineOf(es, [])).toBeNull();
    expect(es.chelationNote.href).toBe("/es/chelation-guide#approved-uses");
  });

  test("a name outside the lists is shown as the listing gives it", () => {
    expect(languageName(es, "Somali")).toBe("Somali");
    expect(languageName(es, "Spanish")).toBe("Español");
    expect(programTypeName(es, "Chiropractic")).toBe("Chiropractic");
  });
});
