import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { createElement, type ReactElement } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { CONTENT_DIR, type ContentFile, type GuideFrontmatter } from "./content-file";
import { GuideArticle } from "./guide-article";
import { guideMetadata } from "./guide-metadata";
import { GUIDE_REVIEWS, type GuideReview } from "./guide-reviews";
import { GUIDE_SLUGS, GUIDES, POLICIES, POLICY_SLUGS, loadGuide, loadPolicy, pageOf, type GuideKey, type PolicyKey } from "./guides";
import { renderMarkdown } from "./markdown";
import { PolicyArticle } from "./policy-article";

/**
 * The guides' and policies' pages, all served by app/(en)/content/[slug]/page.tsx at /<slug>, and in Spanish by
 * app/es/content/[slug]/page.tsx at /es/<slug>. The text comes from content/guides/<slug>.md or
 * content/policies/<slug>.md, and in Spanish from content/guides/es/<slug>.md or content/policies/es/<slug>.md
 * (content/README.md, docs/i18n.md).
 */
export const guidePageMetadata = (key: GuideKey, locale: Locale = "en") => guideMetadata(locale === "en" ? GUIDES[key] : pageOf(GUIDE_SLUGS[key], loadGuide(key, locale), locale));
export const policyPageMetadata = (key: PolicyKey, locale: Locale = "en") =>
  guideMetadata(locale === "en" ? POLICIES[key] : pageOf(POLICY_SLUGS[key], loadPolicy(key, locale), locale), "website");

export function GuidePage({ guide, locale = "en" }: { guide: GuideKey; locale?: Locale }) {
  return <GuideDocument doc={loadGuide(guide, locale)} slug={GUIDE_SLUGS[guide]} review={GUIDE_REVIEWS[guide]} locale={locale} />;
}

/** A guide from its content file, read and checked (the tests render fixture files with it). */
export function GuideDocument({ doc, slug, review, locale = "en" }: { doc: ContentFile<GuideFrontmatter>; slug: string; review?: GuideReview; locale?: Locale }) {
  const { nodes, toc } = renderMarkdown(doc.body, doc.file, doc.meta.sources, locale);
  return createElement(GuideArticle, { page: pageOf(slug, doc, locale), guide: doc.meta, review, sections: toc, locale }, ...nodes);
}

export function PolicyPage({ policy, locale = "en" }: { policy: PolicyKey; locale?: Locale }) {
  const doc = loadPolicy(policy, locale);
  return createElement(PolicyArticle, { page: pageOf(POLICY_SLUGS[policy], doc, locale), locale }, ...renderMarkdown(doc.body, doc.file, [], locale).nodes);
}

type Entry = { metadata: (locale: Locale) => Metadata; page: (locale: Locale) => ReactElement };

/** Each content page by its path: the guides', then the policies' (a Map: no inherited keys). */
const CONTENT_PAGES = new Map<string, Entry>([
  ...(Object.keys(GUIDE_SLUGS) as GuideKey[]).map((key): [string, Entry] => [
    GUIDE_SLUGS[key],
    { metadata: (locale) => guidePageMetadata(key, locale), page: (locale) => <GuidePage guide={key} locale={locale} /> },
  ]),
  ...(Object.keys(POLICY_SLUGS) as PolicyKey[]).map((key): [string, Entry] => [
    POLICY_SLUGS[key],
    { metadata: (locale) => policyPageMetadata(key, locale), page: (locale) => <PolicyPage policy={key} locale={locale} /> },
  ]),
]);

/** The slugs the [slug] page serves; any other is a 404. */
export const CONTENT_SLUGS = [...CONTENT_PAGES.keys()];

/** The slugs the Spanish [slug] page serves: those with a file in content/guides/es or content/policies/es. */
export const SPANISH_CONTENT_SLUGS = CONTENT_SLUGS.filter((slug) =>
  ["guides", "policies"].some((kind) => existsSync(path.join(CONTENT_DIR, kind, "es", `${slug}.md`))),
);

const contentPage = (slug: string, locale: Locale) =>
  (locale === "en" || SPANISH_CONTENT_SLUGS.includes(slug) ? CONTENT_PAGES.get(slug) : undefined) ?? notFound();
export const contentPageMetadata = (slug: string, locale: Locale = "en"): Metadata => contentPage(slug, locale).metadata(locale);
export const ContentPage = ({ slug, locale = "en" }: { slug: string; locale?: Locale }) => contentPage(slug, locale).page(locale);
