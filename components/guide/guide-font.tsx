/**
 * A fallback face sized like Inter (the numbers next/font computes for Inter over Arial), so text
 * set in the fallback wraps as it will in Inter and nothing jumps when the web font arrives
 * (Lighthouse measured CLS 0.24 on the choosing guide without it). Liberation Sans is
 * metric-compatible with Arial on Linux. Inlined (React hoists and dedupes it into <head>)
 * rather than a CSS file, which would cost one more render-blocking request. It would serve the
 * whole site from globals.css.
 */
const CSS = `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans"),local("LiberationSans-Regular");size-adjust:107.4%;ascent-override:90.2%;descent-override:22.5%;line-gap-override:0%}
.guide-font{font-family:"Inter Variable","Inter Fallback",ui-sans-serif,system-ui,sans-serif}`;

export const GUIDE_FONT_CLASS = "guide-font";

export function GuideFont() {
  return (
    <style href="guide-font" precedence="default">
      {CSS}
    </style>
  );
}
