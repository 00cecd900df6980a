/**
 * Poison Help and the phone-link helper: the part of the public help that the blood lead answer renders in the
 * browser (features/blood-lead/blood-lead-answer.tsx). Its own module so that the client bundle does not carry the
 * 51 states' rows of resources.ts (3.2 KB gzip of script on /blood-lead-levels).
 */

/** When the links in this module and in resources.ts (those marked CHECKED) were last found and read. */
export const CHECKED = "2026-11-25";

/** A program phone as written here ("609-292-5666", "888-242-1100, ext. 3") as a tel: link (RFC 3966). */
export function telHref(phone: string): string {
  const [number = "", ext] = phone.split(/,?\s*ext\.?\s*/i);
  return `tel:+1${number.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}${ext ? `;ext=${ext.replace(/\D/g, "")}` : ""}`;
}

/** Poison Help: one national number that connects the caller to the local poison center. */
export const POISON_HELP = {
  phone: "1-800-222-1222",
  tel: "tel:+18002221222",
  // "connects you to your local poison center", free and confidential, interpretation in 161 languages.
  source: { name: "HRSA: The Poison Help line", url: "https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html", checkedOn: CHECKED },
  // "Every day of the year, 24 hours a day, the nation's 55 poison centers help with poisoning emergencies".
  hoursSource: { name: "HRSA: Poison centers", url: "https://www.poisonhelp.hrsa.gov/poison-centers/index.html", checkedOn: CHECKED },
} as const;
