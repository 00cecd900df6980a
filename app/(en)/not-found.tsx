import type { Metadata } from "next";
import { NotFoundContent } from "@/components/not-found-content";
import { translator } from "@/lib/i18n/messages";

export const metadata: Metadata = {
  title: translator("en", "notFound")("metaTitle"),
  robots: { index: false, follow: true },
};

/**
 * notFound() from an English page (an unknown state, a guide path with extra segments): the English 404 inside
 * the English layout, as app/es/not-found.tsx does for Spanish pages. Without it, such a notFound() would reach
 * the root's boundary above the (en) layout, which holds only Next.js's plain default 404.
 */
export default function NotFound() {
  return <NotFoundContent locale="en" />;
}
