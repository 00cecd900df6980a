import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { absoluteUrl } from "@/lib/seo";

// Read SITE_URL when asked, not at build time.
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/import-data", "/manage-programs", "/admin", "/owner"],
    },
    sitemap: absoluteUrl("/sitemap.xml", env.SITE_URL),
  };
}
