/**
 * The duplicates rule: the same (source, source_id) is always a duplicate; across sources a program is
 * a duplicate when its normalised name and address, or its phone and ZIP, match an existing one.
 * Placeholder values (the schema defaults) never match anything.
 */
export type DuplicateFields = {
  source: string | null;
  sourceId: string | null;
  name: string;
  address: string;
  phone: string;
  zipCode: string;
};

const ABBREVIATIONS: Record<string, string> = {
  street: "st", avenue: "ave", road: "rd", boulevard: "blvd", drive: "dr", lane: "ln", court: "ct",
  place: "pl", suite: "ste", highway: "hwy", parkway: "pkwy", north: "n", south: "s", east: "e", west: "w",
  building: "bldg", floor: "fl", "#": "ste", unit: "ste", apartment: "ste", apt: "ste",
};

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9#]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);

const NAME_NOISE = new Set(["llc", "inc", "pc", "pllc", "pa", "the", "co", "corp", "ltd"]);

export function normaliseName(name: string): string {
  const w = words(name).filter((x) => !NAME_NOISE.has(x));
  return w.join(" ");
}

export function normaliseAddress(address: string): string {
  return words(address).map((x) => ABBREVIATIONS[x] ?? x).join(" ");
}

export function phoneDigits(phone: string): string {
  const d = phone.replace(/\D/g, "");
  return d.length === 11 && d.startsWith("1") ? d.slice(1) : d;
}

export function duplicateKeys(f: DuplicateFields): string[] {
  const keys: string[] = [];
  if (f.source && f.sourceId) keys.push(`s|${f.source}|${f.sourceId}`);
  const name = normaliseName(f.name);
  const address = normaliseAddress(f.address);
  if (name && name !== "unknown provider" && address && address !== "address not provided") keys.push(`na|${name}|${address}`);
  const phone = phoneDigits(f.phone);
  const zip = f.zipCode.slice(0, 5);
  if (phone.length >= 7 && zip !== "00000" && /^\d{5}$/.test(zip)) keys.push(`pz|${phone}|${zip}`);
  return keys;
}

/** Programs by duplicate key. The `*Keys` methods take a row's `duplicateKeys`, worked out once per row. */
export class DuplicateIndex {
  private readonly byKey = new Map<string, string>();

  add(id: string, f: DuplicateFields): void {
    this.addKeys(id, duplicateKeys(f));
  }

  addKeys(id: string, keys: string[]): void {
    for (const k of keys) if (!this.byKey.has(k)) this.byKey.set(k, id);
  }

  /** The id of the program a row with these keys duplicates (within one file: the earlier row's number), undefined when it is new. */
  findKeys(keys: string[]): string | undefined {
    for (const k of keys) {
      const hit = this.byKey.get(k);
      if (hit) return hit;
    }
    return undefined;
  }
}
