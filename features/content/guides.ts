import path from "node:path";
import type { Locale } from "@/lib/i18n/locales";
import { CONTENT_DIR, loadGuideFile, loadPolicyFile, type ContentFile } from "./content-file";

/**
 * The four guides and two policies, read from content/guides/<slug>.md and content/policies/<slug>.md
 * (their frontmatter holds titles, descriptions and dates), and the two About pages: paths, titles,
 * descriptions and content dates, in one place for the pages, the sitemap and the tests. `published`
 * is the date the text was first published and `updated` the date it last changed (never today's date:
 * a date that moves by itself would claim a review that did not happen). A policy's `effective` date
 * is the date it took effect: the day the policies were first published (2026-11-22), not the spec's September
 * 26, 2025, which came before the site existed (issue 31, correction 15).
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

/** Each guide's file name in content/guides, which is also its path. */
export const GUIDE_SLUGS = {
  detox: "detox-guide",
  chelation: "chelation-guide",
  symptoms: "symptoms-guide",
  choosing: "choosing-guide",
} as const;
export type GuideKey = keyof typeof GUIDE_SLUGS;

export const POLICY_SLUGS = { privacy: "privacy-policy", terms: "terms-of-service" } as const;
export type PolicyKey = keyof typeof POLICY_SLUGS;

/** The folder of a language's files: content/guides (English) or content/guides/es (Spanish, docs/i18n.md). */
const folder = (kind: "guides" | "policies", locale: Locale) => (locale === "en" ? path.join(CONTENT_DIR, kind) : path.join(CONTENT_DIR, kind, locale));
export const loadGuide = (key: GuideKey, locale: Locale = "en") => loadGuideFile(path.join(folder("guides", locale), `${GUIDE_SLUGS[key]}.md`));
export const loadPolicy = (key: PolicyKey, locale: Locale = "en") => loadPolicyFile(path.join(folder("policies", locale), `${POLICY_SLUGS[key]}.md`));

/** A content file's registry entry: its path from the file name (under /es for a Spanish file), the rest from its frontmatter. */
export function pageOf(slug: string, { meta }: ContentFile<Omit<StaticPage, "path">>, locale: Locale = "en"): StaticPage {
  const { heading, title, description, updated, published, effective } = meta;
  return { path: `${locale === "en" ? "" : `/${locale}`}/${slug}`, heading, title, description, updated, published, ...(effective ? { effective } : {}) };
}

const entries = <K extends string>(slugs: Record<K, string>, load: (key: K) => ContentFile<Omit<StaticPage, "path">>) =>
  Object.fromEntries((Object.keys(slugs) as K[]).map((key) => [key, pageOf(slugs[key], load(key))])) as Record<K, StaticPage>;

export const GUIDES = entries(GUIDE_SLUGS, loadGuide);
export const POLICIES = entries(POLICY_SLUGS, loadPolicy);

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
    updated: "2026-11-25",
    published: "2026-11-23",
  },
} as const satisfies Record<string, StaticPage>;

export const STATIC_PAGES: StaticPage[] = [...Object.values(GUIDES), ...Object.values(POLICIES), ...Object.values(ABOUT)];
