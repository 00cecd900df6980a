import type { Metadata } from "next";
import { NotFoundContent } from "@/components/not-found-content";
import { translator } from "@/lib/i18n/messages";

export const metadata: Metadata = {
  title: translator("es", "notFound")("metaTitle"),
  robots: { index: false, follow: true },
};

/** notFound() from a Spanish page: the Spanish 404 inside the Spanish layout. */
export default function NotFound() {
  return <NotFoundContent locale="es" />;
}
