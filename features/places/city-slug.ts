/**
 * A city's URL slug: "St. Louis" -> "st-louis", "Cañon City" -> "canon-city". The same function as the
 * database's city_slug() (migration 0020), which the city pages' index is built on; an integration test
 * (cities.int.test.ts) holds the two to the same answers. Empty for a name with no letter or digit.
 */
const FROM = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ";
const TO = "AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy";
const PLAIN = new Map([...FROM].map((c, i) => [c, TO[i]!]));

export function citySlug(city: string): string {
  const plain = [...city].map((c) => PLAIN.get(c) ?? c).join("");
  return plain
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A city page's path. */
export const cityPath = (stateSlug: string, slug: string) => `/states/${stateSlug}/${slug}`;
