import type { Metadata } from "next";
import type { StaticPage } from "@/features/content/guides";
import { pathLocale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/seo";
import { guideImageAlt, guideImagePath } from "./guide-image";

/** Metadata of a guide or policy page from its registry entry (a Spanish page's path is under /es). */
export function guideMetadata(page: StaticPage, type: "article" | "website" = "article"): Metadata {
  // A guide has its own share image; a policy shares the site's.
  const image = type === "article" ? { url: guideImagePath(page.path), alt: guideImageAlt(page.heading, pathLocale(page.path)) } : undefined;
  return pageMetadata({ title: page.title, description: page.description, path: page.path, type, image });
}
