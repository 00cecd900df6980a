/**
 * The four guides and two policies: paths, titles, descriptions and content dates, in one place
 * for the pages, the sitemap and the tests. `published` is the date the text was first published
 * and `updated` the date it last changed, which for a guide is also the date its sources were last
 * checked (never today's date: a date that moves by itself would claim a review that did not happen).
 * A policy's `effective` date is the date it took effect (the spec's September 26, 2025).
 */
export type StaticPage = {
  path: string;
  /** The <h1> and the page title. */
  heading: string;
  /** Browser title (the layout appends "| Heavy Metal Detox Directory"). */
  title: string;
  description: string;
  /** ISO date. */
  updated: string;
  published: string;
  /** Policies only: the date the policy took effect. */
  effective?: string;
};

export const GUIDES = {
  detox: {
    path: "/detox-guide",
    heading: "Complete Heavy Metal Detox Guide",
    title: "Complete Heavy Metal Detox Guide: testing, treatment and safety",
    description:
      "What heavy metal detox really means, how exposure is confirmed with the right tests, when chelation is used, and which detox claims to avoid. Sourced from FDA, CDC and NIH guidance.",
    updated: "2026-11-23",
    published: "2026-11-22",
  },
  chelation: {
    path: "/chelation-guide",
    heading: "Understanding Chelation Therapy",
    title: "Understanding Chelation Therapy: uses, risks and evidence",
    description:
      "How chelation therapy works, the prescription chelators the FDA has approved for lead, mercury, arsenic, iron and copper, its real risks, and what the TACT trials found.",
    updated: "2026-11-23",
    published: "2026-11-22",
  },
  symptoms: {
    path: "/symptoms-guide",
    heading: "Heavy Metal Toxicity Symptoms",
    title: "Heavy Metal Toxicity Symptoms: signs, testing and when to get help",
    description:
      "Signs of lead, mercury, cadmium and arsenic poisoning in adults and children, when to call Poison Control (1-800-222-1222) or 911, and which tests confirm exposure.",
    updated: "2026-11-23",
    published: "2026-11-22",
  },
  choosing: {
    path: "/choosing-guide",
    heading: "How to Choose a Heavy Metal Detox Program",
    title: "How to Choose a Heavy Metal Detox Program: 5 steps and red flags",
    description:
      "Five steps to choosing a safe heavy metal testing or chelation provider: qualifications, treatment approach, typical costs, red flags and the questions to ask.",
    updated: "2026-11-23",
    published: "2026-11-22",
  },
} as const satisfies Record<string, StaticPage>;

export type GuideKey = keyof typeof GUIDES;

export const POLICIES = {
  privacy: {
    path: "/privacy-policy",
    heading: "Privacy Policy",
    title: "Privacy Policy",
    description:
      "What Heavy Metal Detox Directory stores about you and about providers, why, for how long, and your choices: consent, Global Privacy Control, messages, imported listings and ads.",
    updated: "2026-11-23",
    published: "2026-11-22",
    effective: "2025-09-26",
  },
  terms: {
    path: "/terms-of-service",
    heading: "Terms of Service",
    title: "Terms of Service",
    description:
      "The terms for using Heavy Metal Detox Directory: no medical advice, listings and reviews, acceptable use, liability, and the law that governs these terms.",
    updated: "2026-11-22",
    published: "2026-11-22",
    effective: "2025-09-26",
  },
} as const satisfies Record<string, StaticPage>;

/** How the directory works (decisions.md, "Trust"). */
export const ABOUT = {
  listings: {
    path: "/about/listings",
    heading: "About our listings",
    title: "About our listings: where they come from and what Verified means",
    description:
      "Where the directory's listings come from, what the Verified badge means and what it does not, and how to report a problem with a listing.",
    updated: "2026-11-23",
    published: "2026-11-23",
  },
  reviews: {
    path: "/about/reviews",
    heading: "How we moderate reviews",
    title: "How we moderate reviews: by content, never by rating",
    description:
      "The rules for reviews on Heavy Metal Detox Directory, and the last 12 months in figures: reviews received, published, pending and rejected by reason, with average ratings.",
    updated: "2026-11-23",
    published: "2026-11-23",
  },
} as const satisfies Record<string, StaticPage>;

export const STATIC_PAGES: StaticPage[] = [...Object.values(GUIDES), ...Object.values(POLICIES), ...Object.values(ABOUT)];
