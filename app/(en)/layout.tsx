import { SiteShell } from "@/app/_shell/site-shell";
import { siteMetadata } from "@/components/site-metadata";

export const metadata = siteMetadata("en");

/** The English site: every page outside /es (docs/i18n.md). */
export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
