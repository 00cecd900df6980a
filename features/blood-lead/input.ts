/**
 * The page's three fields, read from the URL's query strictly (decisions.md, "Hostile input"): a value
 * that is not one of ours gives a message naming the field, never an error page.
 */
export const WHO = ["child", "older-child", "pregnant", "adult"] as const;
export type Who = (typeof WHO)[number];
export const HOW = ["capillary", "venous"] as const;
export type How = (typeof HOW)[number];

export const WHO_LABELS: Record<Who, string> = {
  child: "A child under 6",
  "older-child": "A child 6 or older",
  pregnant: "Someone pregnant or breastfeeding",
  adult: "An adult",
};
export const HOW_LABELS: Record<How, string> = {
  capillary: "Fingerstick or heel-prick (capillary)",
  venous: "Blood drawn from a vein (venous)",
};

/** The query's keys, also read by the page's metadata (a URL with any of them is not indexed). */
export const PARAMS = ["result", "who", "how"] as const;

type Raw = string | string[] | undefined;
export type Query = Partial<Record<string, Raw>>;

/** What the form shows again: the visitor's own text, cut to the field's length. */
export type Echo = { result: string; who?: Who; how?: How };

export type Parsed =
  | { kind: "empty" }
  | { kind: "invalid"; errors: Partial<Record<(typeof PARAMS)[number], string>>; echo: Echo }
  | { kind: "ok"; value: number; who: Who; how: How; echo: Echo };

/** Longest result we read: "123.45 µg/dL" and some spaces. */
const MAX_RESULT_LENGTH = 24;
/** Above this, the number is surely in other units (µg/L is ten times µg/dL) or mistyped. */
export const MAX_RESULT = 1000;
// A number, an optional decimal part (point or comma), an optional unit as printed on reports.
const RESULT = /^(\d+)(?:[.,](\d+))?\s*(?:[µμu]g\/dl|mcg\/dl)?$/i;

const one = (raw: Raw): string | undefined | null => (Array.isArray(raw) ? (raw.length === 1 ? raw[0] : null) : raw);
const oneOf = <T extends string>(list: readonly T[], value: string | undefined | null): T | undefined =>
  list.find((item) => item === value);

export function parseQuery(query: Query): Parsed {
  const [rawResult, rawWho, rawHow] = PARAMS.map((key) => one(query[key]));
  if (PARAMS.every((key) => query[key] === undefined)) return { kind: "empty" };
  const who = oneOf(WHO, rawWho);
  const how = oneOf(HOW, rawHow);
  const text = typeof rawResult === "string" ? rawResult.trim() : "";
  const echo: Echo = { result: text.slice(0, MAX_RESULT_LENGTH), who, how };
  const errors: Extract<Parsed, { kind: "invalid" }>["errors"] = {};
  const value = readResult(rawResult, errors);
  if (!who) errors.who = "Choose who was tested.";
  if (!how) errors.how = "Choose how the blood was taken.";
  if (value === undefined || !who || !how) return { kind: "invalid", errors, echo };
  return { kind: "ok", value, who, how, echo };
}

function readResult(raw: string | undefined | null, errors: Extract<Parsed, { kind: "invalid" }>["errors"]): number | undefined {
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
    errors.result = "Enter the result as a number in µg/dL (ug/dL), for example 4.2.";
    return undefined;
  }
  const decimals = match[2] ?? "";
  if (decimals.length > 2) {
    errors.result = "Enter the result with at most two decimal places, as it is printed on the report.";
    return undefined;
  }
  const value = Number(`${match[1]}.${decimals || "0"}`);
  if (value > MAX_RESULT) {
    errors.result = `${text} is higher than any result we can read in µg/dL. Check the report's units: a result in µg/L is ten times the same result in µg/dL.`;
    return undefined;
  }
  return value;
}
