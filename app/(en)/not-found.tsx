import type { Metadata } from "next";
import { NotFoundContent } from "@/components/not-found-content";
import { translator } from "@/lib/i18n/messages";

export const metadata: Metadata = {
  title: translator("en", "notFound")("metaTitle"),
  robots: { index: false, follow: true },
};

/**
 * notFound() from an English page (an unknown state, a guide path with extra segments): the English 404 inside
 * the English layout, as app/es/not-found.tsx does for Spanish pages. Without it, such a notFound() reached
 * app/not-found.tsx above the (en) layout, and Next 16.4 drew the shell with no 404 text in the browser.
 */
export default function NotFound() {
  return <NotFoundContent locale="en" />;
}
