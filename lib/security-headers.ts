/**
 * The site's security headers, built in one place so that proxy.ts (per-request CSP with a nonce),
 * next.config.ts (static headers on every response) and the tests agree.
 *
 * The CSP allows only what the site uses: its own origin, OpenStreetMap tiles for the maps, the
 * image storage origin when uploads live in S3, and the Google ad and analytics hosts only when
 * NEXT_PUBLIC_ADSENSE_CLIENT / NEXT_PUBLIC_GA_ID are set.
 */
export type CspOptions = {
  nonce: string;
  dev?: boolean;
  adsense?: boolean;
  analytics?: boolean;
  /** Extra origins images may come from, e.g. the S3 public URL base. */
  imageOrigins?: string[];
  /** Upgrade http subresources to https (only on an https site; it breaks http://localhost in Safari). */
  upgradeInsecure?: boolean;
};

const OSM_TILES = "https://*.tile.openstreetmap.org";

// Hosts Google documents for AdSense (script, its iframes, its pixels and reports).
const ADSENSE = {
  script: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.adtrafficquality.google"],
  frame: ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com", "https://*.googlesyndication.com", "https://www.google.com", "https://*.adtrafficquality.google"],
  img: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.google.com", "https://*.adtrafficquality.google"],
  connect: ["https://pagead2.googlesyndication.com", "https://*.googlesyndication.com", "https://*.doubleclick.net", "https://*.adtrafficquality.google"],
};

// Google Analytics 4 through gtag.js.
const GA = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.google-analytics.com", "https://www.googletagmanager.com"],
  connect: ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
};

export function buildCsp(o: CspOptions): string {
  const script = ["'self'", `'nonce-${o.nonce}'`, "'strict-dynamic'"];
  // React rebuilds server error stacks with eval in development only.
  if (o.dev) script.push("'unsafe-eval'");
  const img = ["'self'", "data:", "blob:", OSM_TILES, ...(o.imageOrigins ?? [])];
  const connect = ["'self'"];
  const frame: string[] = [];
  if (o.dev) connect.push("ws:", "wss:"); // hot reload
  if (o.adsense) {
    script.push(...ADSENSE.script);
    img.push(...ADSENSE.img);
    connect.push(...ADSENSE.connect);
    frame.push(...ADSENSE.frame);
  }
  if (o.analytics) {
    script.push(...GA.script);
    img.push(...GA.img);
    connect.push(...GA.connect);
  }
  const directives = [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    // Leaflet positions tiles and markers with inline style attributes, so styles need 'unsafe-inline'
    // (a nonce here would make browsers ignore 'unsafe-inline'). Styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(img)}`,
    "font-src 'self'",
    `connect-src ${unique(connect)}`,
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (o.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const unique = (list: string[]) => [...new Set(list)].join(" ");

/** A fresh, unguessable nonce (128 bits, base64). Web Crypto works in every runtime. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The origin of a URL, or undefined when it is not an http(s) URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Headers every response carries (next.config.ts). The CSP of pages is set per request by proxy.ts. */
export const STATIC_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // No page asks for the camera, microphone or location; browsing-topics opts out of ad-topic tracking.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(), usb=()" },
  // For old browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
] as const;

/** API answers are data, never documents: nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
