import type { APIRequestContext } from "@playwright/test";

// A page's server HTML and what the SEO tests read from it: status, visible text, heading, title,
// description, canonical URL, meta tags and JSON-LD (parsed).
export const decode = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

export async function html(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const body = await res.text();
  return {
    status: res.status(),
    headers: res.headers(),
    body,
    // Visible text only: scripts (including the RSC payload, which repeats the content) and tags removed.
    text: decode(body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, "")),
    h1: decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, "") ?? ""),
    title: decode(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? ""),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
    meta: (key: string) => decode(new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(body)?.[1] ?? ""),
    jsonLd: [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}
