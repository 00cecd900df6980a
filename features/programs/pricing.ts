import { PRICE_UNITS, type PriceUnit } from "@/db/vocab";

export { PRICE_UNITS, type PriceUnit };

/** The program price line of the spec's Pricing card: four cases, from the two optional integers. */
export type PriceFields = { priceMin: number | null | undefined; priceMax: number | null | undefined };

/** What the price covers, as the card and the Pricing card say it after the figure ("$150 - $400 per visit"). */
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  visit: "per visit",
  test: "per test",
  session: "per session",
  course: "per course of treatment",
  month: "per month",
};

/** The price's words in another language (the catalogue's `program.pricing`, "{price}" in from and upTo); English without it. */
export type PriceText = { from: string; upTo: string; units: Record<PriceUnit, string> };

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const present = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** '$min - $max', 'From $min', 'Up to $max', or null when neither price is known (no Pricing card). */
export function formatPriceRange({ priceMin, priceMax }: PriceFields, text?: PriceText): string | null {
  const min = present(priceMin);
  const max = present(priceMax);
  if (min && max) return priceMin === priceMax ? usd(priceMin) : `${usd(priceMin)} - ${usd(priceMax)}`;
  if (min) return text ? text.from.replace("{price}", usd(priceMin)) : `From ${usd(priceMin)}`;
  if (max) return text ? text.upTo.replace("{price}", usd(priceMax)) : `Up to ${usd(priceMax)}`;
  return null;
}

/** The unit's words, or null when the listing does not say (or holds a value outside the list). */
export function priceUnitLabel(unit: string | null | undefined, text?: PriceText): string | null {
  return unit && Object.hasOwn(PRICE_UNIT_LABELS, unit) ? (text?.units ?? PRICE_UNIT_LABELS)[unit as PriceUnit] : null;
}

/** The range with what it covers: "$150 - $400 per visit"; the range alone when the unit is not given; null without a price. */
export function formatPriceLine(p: PriceFields & { priceUnit?: string | null }, text?: PriceText): string | null {
  const range = formatPriceRange(p, text);
  if (!range) return null;
  const unit = priceUnitLabel(p.priceUnit, text);
  return unit ? `${range} ${unit}` : range;
}

export const PRICING_NOTE = "Contact the program for detailed pricing information";
