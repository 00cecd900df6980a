import { SiteShell } from "@/app/_shell/site-shell";
import { siteMetadata } from "@/components/site-metadata";

export const metadata = siteMetadata("es");

/** The Spanish site under /es: the same document as the English one, in Spanish (docs/i18n.md). */
export default function SpanishLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="es">{children}</SiteShell>;
}
