/**
 * Spanish words for metals, tests and care, read as the English words the directory is written in (issue 54,
 * item 5; decisions.md "Spanish"): "plomo" finds what "lead" finds. Whole words or phrases only, with or without
 * accents, any case; the longest phrase first ("prueba de plomo en sangre" before "plomo"). Place names are not
 * in the table, so "San Antonio" or "Los Angeles" are never touched.
 */
const SPANISH: [spanish: string, english: string][] = [
  ["prueba de plomo en sangre", "blood lead test"],
  ["analisis de plomo en sangre", "blood lead test"],
  ["plomo en sangre", "blood lead"],
  ["metales pesados", "heavy metals"],
  ["metal pesado", "heavy metal"],
  ["plomo", "lead"],
  ["mercurio", "mercury"],
  ["arsenico", "arsenic"],
  ["cadmio", "cadmium"],
  ["quelacion", "chelation"],
  ["quelante", "chelation"],
  ["desintoxicacion", "detox"],
  ["pediatra", "pediatric"],
  ["pediatria", "pediatric"],
  ["toxicologia", "toxicology"],
  ["toxicologo", "toxicology"],
  ["medicina ocupacional", "occupational medicine"],
  ["medicina del trabajo", "occupational medicine"],
];

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${SPANISH.map(([es]) => es.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}\\p{N}])`, "gu");
const ENGLISH = new Map(SPANISH.map(([es, en]) => [es, en]));

/** The text with its Spanish words of the trade in English, or the text itself when it has none. */
export function englishSearchText(text: string): string {
  const folded = plain(text);
  if (!PATTERN.test(folded)) return text;
  PATTERN.lastIndex = 0;
  return folded.replace(PATTERN, (match) => ENGLISH.get(match.replace(/\s+/g, " ")) ?? match);
}

/** The pairs, for the test that each Spanish word finds what its English word finds. */
export const SPANISH_SEARCH_WORDS: readonly (readonly [string, string])[] = SPANISH;
