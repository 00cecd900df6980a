/**
 * The form's fields, read from the POSTed form strictly (decisions.md, "Hostile input"): a value that is not
 * one of ours gives a message naming the field, never an error page. The result may be written in µg/dL or in
 * µmol/L (converted, and the conversion shown), or as a lab's "<3.5" (below 3.5).
 */
export const WHO = ["child", "older-child", "pregnant", "adult"] as const;
export type Who = (typeof WHO)[number];
export const HOW = ["capillary", "venous"] as const;
export type How = (typeof HOW)[number];

/** The form's fields. The old GET page read the same keys from its address; the page now only notices them. */
export const FIELDS = ["result", "who", "how", "zip"] as const;
export const PARAMS = ["result", "who", "how"] as const;
type Field = (typeof FIELDS)[number];

/** What the form shows again: the visitor's own text, cut to the field's length. */
export type Echo = { result: string; who?: Who; how?: How; zip: string };

/** A result as read: `value` in µg/dL (what the bands use), and how the visitor wrote it. */
export type Reading = {
  value: number;
  /** "<3.5": below this many µg/dL; the bands take a value just under it. */
  below: boolean;
  /** Set when the result was written in µmol/L: the number as written. */
  umol?: number;
};

export type Parsed =
  | { kind: "empty" }
  | { kind: "invalid"; errors: Partial<Record<Field, string>>; echo: Echo }
  | { kind: "ok"; reading: Reading; who: Who; how: How; zip?: string; echo: Echo };

/** Longest result we read: "< 123.45 µmol/L" and some spaces. */
export const MAX_RESULT_LENGTH = 24;
/** Above this, the number is surely in other units (µg/L is ten times µg/dL) or mistyped. */
export const MAX_RESULT = 1000;
/**
 * µg/dL in one µmol/L of lead: lead's atomic weight is 207.2 g/mol, so 1 µmol/L is 207.2 µg/L, or 20.72 µg/dL.
 */
export const UG_DL_PER_UMOL_L = 20.72;

// An optional "<", a number (point or comma), an optional unit as printed on reports.
const RESULT = /^(<\s*)?(\d+)(?:[.,](\d+))?\s*([^\d\s].*)?$/;
const UG_DL = /^(?:[µμu]g|mcg)\s*\/\s*dl$/i;
const UMOL_L = /^(?:[µμu]mol|mcmol)\s*\/\s*l$/i;

type Raw = FormDataEntryValue | string | null | undefined;
/** Reads the form's fields from FormData (or any getAll-shaped source). */
export type FormSource = { getAll(name: string): Raw[] };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((item) => item === value);

/** One text value per field: undefined when absent, null when sent twice or not text. */
function one(form: FormSource, key: Field): string | undefined | null {
  const all = form.getAll(key);
  if (all.length === 0) return undefined;
  if (all.length > 1 || typeof all[0] !== "string") return null;
  return all[0];
}

export function parseForm(form: FormSource): Parsed {
  const raw = Object.fromEntries(FIELDS.map((key) => [key, one(form, key)])) as Record<Field, string | undefined | null>;
  if (FIELDS.every((key) => raw[key] === undefined)) return { kind: "empty" };
  const who = oneOf(WHO, raw.who ?? undefined);
  const how = oneOf(HOW, raw.how ?? undefined);
  const zipText = typeof raw.zip === "string" ? raw.zip.trim() : "";
  const echo: Echo = { result: typeof raw.result === "string" ? raw.result.trim().slice(0, MAX_RESULT_LENGTH) : "", who, how, zip: zipText.slice(0, 10) };
  const errors: Partial<Record<Field, string>> = {};
  const reading = readResult(raw.result, errors);
  if (!who) errors.who = "Choose who was tested.";
  if (!how) errors.how = "Choose how the blood was taken.";
  let zip: string | undefined;
  if (raw.zip === null) errors.zip = "Enter one ZIP code.";
  else if (zipText !== "") {
    if (/^\d{5}$/.test(zipText)) zip = zipText;
    else errors.zip = "Enter a 5-digit ZIP code, for example 44113, or leave it empty.";
  }
  if (!reading || !who || !how || errors.zip) return { kind: "invalid", errors, echo };
  return { kind: "ok", reading, who, how, zip, echo };
}

export function readResult(raw: string | undefined | null, errors: { result?: string }): Reading | undefined {
  if (raw === null) {
    errors.result = "Enter one result at a time.";
    return undefined;
  }
  const text = (raw ?? "").trim();
  if (text === "") {
    errors.result = "Enter the result from the report, for example 4.2.";
    return undefined;
  }
  if (text.startsWith("-")) {
    errors.result = "A blood lead result cannot be below zero. Enter the number from the report, for example 4.2.";
    return undefined;
  }
  if (text.length > MAX_RESULT_LENGTH) {
    errors.result = "That is too long for a blood lead result. Enter the number from the report, for example 4.2.";
    return undefined;
  }
  const match = RESULT.exec(text);
  if (!match) {
    errors.result = "Enter the result as a number, for example 4.2 (or <3.5 as some labs write it).";
    return undefined;
  }
  const [, less, whole, decimals = "", unitText] = match;
  const unit = unitText?.trim();
  const umol = unit !== undefined && UMOL_L.test(unit);
  if (unit !== undefined && !umol && !UG_DL.test(unit)) {
    errors.result = `We read results in µg/dL (also written ug/dL or mcg/dL) or µmol/L, not "${unit.slice(0, 12)}". Check the unit on the report.`;
    return undefined;
  }
  if (decimals.length > (umol ? 3 : 2)) {
    errors.result = "Enter the result with at most two decimal places, as it is printed on the report.";
    return undefined;
  }
  const number = Number(`${whole}.${decimals || "0"}`);
  const value = umol ? Number((number * UG_DL_PER_UMOL_L).toFixed(2)) : number;
  if (value > MAX_RESULT) {
    errors.result = `${text} is higher than any result we can read. Check the report's units: a result in µg/L is ten times the same result in µg/dL.`;
    return undefined;
  }
  if (less && value === 0) {
    errors.result = "A result cannot be below zero. Enter the number from the report.";
    return undefined;
  }
  return { value, below: Boolean(less), umol: umol ? number : undefined };
}

/** The value the bands use: just under the limit for "<3.5", so it falls in the band below. */
export const bandValue = (r: Reading) => (r.below ? r.value - 0.001 : r.value);
