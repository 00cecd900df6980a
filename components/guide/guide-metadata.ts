import type { Metadata } from "next";
import type { StaticPage } from "@/lib/guides";
import { pageMetadata } from "@/lib/seo";

/** Metadata of a guide or policy page from its registry entry. */
export function guideMetadata(page: StaticPage, type: "article" | "website" = "article"): Metadata {
  return pageMetadata({ title: page.title, description: page.description, path: page.path, type });
}
