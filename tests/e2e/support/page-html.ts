import type { APIRequestContext } from "@playwright/test";

// A page's server HTML and what the SEO tests read from it: status, visible text, heading, title,
// description, canonical URL, meta tags and JSON-LD (parsed). Title, description, canonical and meta tags are
// read from <head> only: Lighthouse and most crawlers ignore them in <body>, where Next.js streams a dynamic
// page's metadata unless told not to (next.config.ts, htmlLimitedBots).
export const decode = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

export async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const body = await res.text();
  const head = body.slice(0, Math.max(0, body.indexOf("</head>")));
  return {
    status: res.status(),
    headers: res.headers(),
    body,
    // Visible text only: scripts (including the RSC payload, which repeats the content) and tags removed.
    text: decode(body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "")),
    h1: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, "") ?? ""),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ""),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    meta: (key: string) => decode(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(head)?.[1] ?? ""),
    jsonLd: [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}
