/** The program price line of the spec's Pricing card: four cases, from the two optional integers. */
export type PriceFields = { priceMin: number | null | undefined; priceMax: number | null | undefined };

const usd = (n: number) => `$${n.toLocaleString("en-US")}`;
const present = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

/** '$min - $max', 'From $min', 'Up to $max', or null when neither price is known (no Pricing card). */
export function formatPriceRange({ priceMin, priceMax }: PriceFields): string | null {
  const min = present(priceMin);
  const max = present(priceMax);
  if (min && max) return priceMin === priceMax ? usd(priceMin) : `${usd(priceMin)} - ${usd(priceMax)}`;
  if (min) return `From ${usd(priceMin)}`;
  if (max) return `Up to ${usd(priceMax)}`;
  return null;
}

export const PRICING_NOTE = "Contact the program for detailed pricing information";
