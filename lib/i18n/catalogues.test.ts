import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The catalogues in step (issue 54, "Must show"): every key of one language's catalogue exists in the other's,
 * no message is empty, and a message names the same {placeholders} in both languages.
 */
const DIR = path.join(process.cwd(), "messages");
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const catalogue = (locale: string) => leaves(JSON.parse(readFileSync(path.join(DIR, `${locale}.json`), "utf8")) as Tree);
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

export function missingKeys(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...a.keys()].filter((key) => !b.has(key));
}

describe("message catalogues", () => {
  const en = catalogue("en");
  const es = catalogue("es");

  it("has one catalogue per language and nothing else", () => {
    expect(readdirSync(DIR).sort()).toEqual(["en.json", "es.json"]);
  });

  it("has every English key in Spanish, and every Spanish key in English", () => {
    expect(missingKeys(en, es)).toEqual([]);
    expect(missingKeys(es, en)).toEqual([]);
  });

  it("fails on a key that one catalogue has and the other has not", () => {
    const extra = new Map(en).set("shell.header.onlyInEnglish", "x");
    expect(missingKeys(extra, es)).toEqual(["shell.header.onlyInEnglish"]);
  });

  it("has no empty message, and the same placeholders in both languages", () => {
    for (const [key, message] of en) {
      expect([key, message.trim() !== ""]).toEqual([key, true]);
      expect([key, placeholders(es.get(key) ?? "")]).toEqual([key, placeholders(message)]);
    }
    for (const [key, message] of es) expect([key, message.trim() !== ""]).toEqual([key, true]);
  });
});
