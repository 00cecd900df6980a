import type { Answer, Line } from "./bands";
import { LINES_ES } from "./lines-es";

/**
 * The blood lead answer in Spanish: the English answer (bands.ts decides band, lines, next step and deadline)
 * with every sentence replaced by its translation (lines-es.ts), and the form's messages likewise. Numbers,
 * flags and sources are the English answer's own, so the two languages cannot disagree on them.
 */
const ERRORS_ES: Record<string, string> = {
  "Choose who was tested.": "Elija a quién se le hizo la prueba.",
  "Choose how the blood was taken.": "Elija cómo se tomó la sangre.",
  "Enter one ZIP code.": "Escriba un solo código postal.",
  "Enter a 5-digit ZIP code, for example 44113, or leave it empty.": "Escriba un código postal de 5 dígitos, por ejemplo 44113, o déjelo vacío.",
  "Enter one result at a time.": "Escriba un resultado a la vez.",
  "Enter the result from the report, for example 4.2.": "Escriba el resultado del informe, por ejemplo 4.2.",
  "A blood lead result cannot be below zero. Enter the number from the report, for example 4.2.":
    "Un resultado de plomo en sangre no puede ser menor que cero. Escriba el número del informe, por ejemplo 4.2.",
  "That is too long for a blood lead result. Enter the number from the report, for example 4.2.":
    "Es demasiado largo para un resultado de plomo en sangre. Escriba el número del informe, por ejemplo 4.2.",
  "Enter the result as a number, for example 4.2 (or <3.5 as some labs write it).":
    "Escriba el resultado como un número, por ejemplo 4.2 (o <3.5, como lo escriben algunos laboratorios).",
  'We read results in µg/dL (also written ug/dL or mcg/dL) or µmol/L, not "{value}". Check the unit on the report.':
    'Leemos resultados en µg/dL (también escrito ug/dL o mcg/dL) o en µmol/L, no en "{value}". Revise la unidad en el informe.',
  "Enter the result with at most two decimal places, as it is printed on the report.":
    "Escriba el resultado con dos decimales como máximo, tal como aparece en el informe.",
  "{value} is higher than any result we can read. Check the report's units: a result in µg/L is ten times the same result in µg/dL.":
    "{value} es más alto que cualquier resultado que podamos leer. Revise las unidades del informe: un resultado en µg/L es diez veces el mismo resultado en µg/dL.",
  "A result cannot be below zero. Enter the number from the report.": "Un resultado no puede ser menor que cero. Escriba el número del informe.",
  "We do not know the ZIP code {value}. Check it, or leave it empty.": "No conocemos el código postal {value}. Revíselo o déjelo vacío.",
};

type Table = { exact: Map<string, string>; patterns: { re: RegExp; es: string }[] };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function table(entries: Record<string, string>): Table {
  const exact = new Map<string, string>();
  const patterns: Table["patterns"] = [];
  for (const [en, es] of Object.entries(entries)) {
    if (en.includes("{value}")) patterns.push({ re: new RegExp(`^${en.split("{value}").map(escape).join("(.+?)")}$`, "s"), es });
    else exact.set(en, es);
  }
  return { exact, patterns };
}
const LINES = table(LINES_ES);
const ERRORS = table(ERRORS_ES);

function lookup(t: Table, english: string): string | undefined {
  const hit = t.exact.get(english);
  if (hit !== undefined) return hit;
  for (const { re, es } of t.patterns) {
    const m = re.exec(english);
    if (m) return es.replace("{value}", () => m[1] ?? "");
  }
  return undefined;
}

/** A sentence of bands.ts in Spanish, or undefined when lines-es.ts lacks it (a test fails on that). */
export function spanishLine(english: string): string | undefined {
  return lookup(LINES, english);
}

/** A form message in Spanish, or undefined. */
export function spanishError(english: string): string | undefined {
  return lookup(ERRORS, english);
}

// A sentence with no translation stays in English rather than leave the answer without it (the tests keep
// this from happening).
const es = (text: string) => spanishLine(text) ?? text;
const line = (l: Line): Line => ({ ...l, text: es(l.text) });
const lines = (ls: Line[]) => ls.map(line);

/** The English answer with its sentences in Spanish: the same band, flags, sources and links. */
export function answerInSpanish(a: Answer): Answer {
  return {
    ...a,
    band: es(a.band),
    emergency: lines(a.emergency),
    summary: lines(a.summary),
    confirm: a.confirm ? line(a.confirm) : undefined,
    note: a.note === undefined ? undefined : es(a.note),
    actionsHeading: es(a.actionsHeading),
    actions: lines(a.actions),
    breastfeeding: lines(a.breastfeeding),
    dont: lines(a.dont),
    nextStep: es(a.nextStep),
    questions: [es(a.questions[0]), es(a.questions[1]), es(a.questions[2])],
    care: a.care.map((c) => ({ ...c, label: es(c.label) })),
  };
}
