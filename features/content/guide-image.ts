import { SITE_NAME } from "@/lib/seo";

/**
 * A guide's share image, served by app/share/[file]/route.ts at a stable URL that its og:image, twitter:image
 * and Article JSON-LD all name ("/detox-guide" -> "/share/detox-guide.png"). Next's opengraph-image.tsx
 * beside a static page gets a build hash in its path, which the JSON-LD could not know.
 */
export const guideImagePath = (path: string) => `/share${path}.png`;
export const guideImageAlt = (heading: string) => `${heading}: a guide from ${SITE_NAME}`;
