/**
 * The site's static security headers (next.config.ts), on every response. The pages' per-request
 * Content-Security-Policy, with its nonce, comes from lib/http/page-headers.mjs.
 */

/** Headers every response carries (next.config.ts). */
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
