import type { Metadata } from "next";
import type { StaticPage } from "@/features/content/guides";
import { pageMetadata } from "@/lib/seo";

/** Metadata of a guide or policy page from its registry entry. */
export function guideMetadata(page: StaticPage, type: "article" | "website" = "article"): Metadata {
  // A guide's own share image (opengraph-image.tsx beside the page) takes the place of the site's default.
  return pageMetadata({ title: page.title, description: page.description, path: page.path, type });
}
