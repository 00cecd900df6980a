import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { SITE_NAME } from "@/lib/seo";

/** Share images (og:image, twitter:image): 1200 x 630 PNG, the size the large cards expect. */
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = "image/png";

// Inter 5.3.0 (SIL OFL 1.1, public/fonts/LICENSE-inter.txt), the same version the site self-hosts;
// static WOFF files, because the image renderer reads WOFF and TTF but not the site's WOFF2.
const FONT_DIR = path.join(process.cwd(), "lib", "og", "fonts");
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR, "inter-latin-400-normal.woff")).then((data) => ({ name: "Inter", data, weight: 400 as const, style: "normal" as const })),
    readFile(path.join(FONT_DIR, "inter-latin-700-normal.woff")).then((data) => ({ name: "Inter", data, weight: 700 as const, style: "normal" as const })),
  ]);
  return fonts;
}

type Card = {
  /** Small line above the title, for example "Guide" or "Provider". */
  kicker: string;
  title: string;
  subtitle?: string;
  verified?: boolean;
  /** The Verified mark's words in the page's language ("Verified provider" by default). */
  verifiedLabel?: string;
};

/** The site's share card: kicker, title, subtitle, a Verified mark when it applies, and the site name. */
export async function shareCard({ kicker, title, subtitle, verified, verifiedLabel = "Verified provider" }: Card): Promise<ImageResponse> {
  const long = title.length > 60;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: "#ffffff",
          borderTop: "16px solid #0f766e",
          fontFamily: "Inter",
          color: "#0f172a",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: "#0f766e", textTransform: "uppercase", letterSpacing: 2 }}>
            {kicker}
          </div>
          <div style={{ display: "flex", marginTop: 24, fontSize: long ? 60 : 76, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          {subtitle ? <div style={{ display: "flex", marginTop: 24, fontSize: 38, color: "#475569" }}>{subtitle}</div> : null}
          {verified ? (
            <div style={{ display: "flex", marginTop: 28 }}>
              <div
                style={{
                  display: "flex",
                  alignItems: "center",
                  padding: "8px 22px",
                  borderRadius: 999,
                  background: "#0f766e",
                  color: "#ffffff",
                  fontSize: 30,
                  fontWeight: 700,
                }}
              >
                {verifiedLabel}
              </div>
            </div>
          ) : null}
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "flex-end", fontSize: 30, color: "#475569" }}>
          <div style={{ display: "flex", fontWeight: 700, color: "#0f172a" }}>{SITE_NAME}</div>
          <div style={{ display: "flex" }}>Not medical advice</div>
        </div>
      </div>
    ),
    { ...OG_SIZE, fonts: await loadFonts() },
  );
}
