import type { Metadata } from "next";
import { ContentPage, SPANISH_CONTENT_SLUGS, contentPageMetadata } from "@/features/content/server";

// The guides and policies in Spanish: content/guides/es/<slug>.md and content/policies/es/<slug>.md, served at
// /es/<slug> through next.config.ts's rewrite, as app/(en)/content/[slug] serves the English ones (docs/i18n.md).
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => SPANISH_CONTENT_SLUGS.map((slug) => ({ slug }));
export const generateMetadata = async ({ params }: Props): Promise<Metadata> => contentPageMetadata((await params).slug, "es");
export default async function SpanishContentSlugPage({ params }: Props) {
  return <ContentPage slug={(await params).slug} locale="es" />;
}
