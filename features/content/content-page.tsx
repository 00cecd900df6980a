import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { createElement, type ReactElement } from "react";
import type { ContentFile, GuideFrontmatter } from "./content-file";
import { GuideArticle } from "./guide-article";
import { guideMetadata } from "./guide-metadata";
import { GUIDE_REVIEWS, type GuideReview } from "./guide-reviews";
import { GUIDE_SLUGS, GUIDES, POLICIES, POLICY_SLUGS, loadGuide, loadPolicy, pageOf, type GuideKey, type PolicyKey } from "./guides";
import { renderMarkdown } from "./markdown";
import { PolicyArticle } from "./policy-article";

/**
 * The guides' and policies' pages, all served by app/(en)/content/[slug]/page.tsx at /<slug>. The text
 * comes from content/guides/<slug>.md or content/policies/<slug>.md (content/README.md).
 */
export const guidePageMetadata = (key: GuideKey) => guideMetadata(GUIDES[key]);
export const policyPageMetadata = (key: PolicyKey) => guideMetadata(POLICIES[key], "website");

export function GuidePage({ guide }: { guide: GuideKey }) {
  return <GuideDocument doc={loadGuide(guide)} slug={GUIDE_SLUGS[guide]} review={GUIDE_REVIEWS[guide]} />;
}

/** A guide from its content file, read and checked (the tests render fixture files with it). */
export function GuideDocument({ doc, slug, review }: { doc: ContentFile<GuideFrontmatter>; slug: string; review?: GuideReview }) {
  const { nodes, toc } = renderMarkdown(doc.body, doc.file, doc.meta.sources);
  return createElement(GuideArticle, { page: pageOf(slug, doc), guide: doc.meta, review, sections: toc }, ...nodes);
}

export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const doc = loadPolicy(policy);
  return createElement(PolicyArticle, { page: pageOf(POLICY_SLUGS[policy], doc) }, ...renderMarkdown(doc.body, doc.file).nodes);
}

/** Each content page by its path: the guides', then the policies' (a Map: no inherited keys). */
const CONTENT_PAGES = new Map<string, { metadata: () => Metadata; page: () => ReactElement }>([
  ...(Object.keys(GUIDE_SLUGS) as GuideKey[]).map((key) => [GUIDE_SLUGS[key], { metadata: () => guidePageMetadata(key), page: () => <GuidePage guide={key} /> }] as const),
  ...(Object.keys(POLICY_SLUGS) as PolicyKey[]).map((key) => [POLICY_SLUGS[key], { metadata: () => policyPageMetadata(key), page: () => <PolicyPage policy={key} /> }] as const),
]);

/** The slugs the [slug] page serves; any other is a 404. */
export const CONTENT_SLUGS = [...CONTENT_PAGES.keys()];

const contentPage = (slug: string) => CONTENT_PAGES.get(slug) ?? notFound();
export const contentPageMetadata = (slug: string): Metadata => contentPage(slug).metadata();
export const ContentPage = ({ slug }: { slug: string }) => contentPage(slug).page();
