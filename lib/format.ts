// timeAgo lives in lib/time-ago.ts: it pulls in date-fns, and the result cards' client code imports this module.

/** 'Based on 1 review', 'Based on 12 reviews'. */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/** An http(s) URL as given, or null: stored data never becomes a `javascript:` link. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A plausible email for a mailto: link, or null. */
export function safeEmail(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(text) ? text : null;
}

/** The description cut to about `max` characters at a word boundary, for meta descriptions. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}\u2026`;
}

/** "1 program", "2,300 programs": a count with its noun, one or many, by the language's plural rules (Intl.PluralRules). */
const ENGLISH_PLURALS = new Intl.PluralRules("en-US");
export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${ENGLISH_PLURALS.select(n) === "one" ? one : many}`;
