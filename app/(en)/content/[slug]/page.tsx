import type { Metadata } from "next";
import { CONTENT_SLUGS, ContentPage, contentPageMetadata } from "@/features/content/server";

// Every guide and policy: content/guides/<slug>.md and content/policies/<slug>.md, served at /<slug> through
// next.config.ts's rewrite (why not a top-level [slug] folder: there). Other slugs are 404.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => CONTENT_SLUGS.map((slug) => ({ slug }));
export const generateMetadata = async ({ params }: Props): Promise<Metadata> => contentPageMetadata((await params).slug);
export default async function ContentSlugPage({ params }: Props) {
  return <ContentPage slug={(await params).slug} />;
}
