import type { Metadata } from "next";
import type { StaticPage } from "@/features/content/guides";
import { pageMetadata } from "@/lib/seo";

/** Metadata of a guide or policy page from its registry entry. */
export function guideMetadata(page: StaticPage, type: "article" | "website" = "article"): Metadata {
  const meta = pageMetadata({ title: page.title, description: page.description, path: page.path, type });
  // Guides have a share image (opengraph-image.tsx beside the page): show it as a large card.
  return type === "article" ? { ...meta, twitter: { card: "summary_large_image", title: page.title, description: page.description } } : meta;
}
