import { z } from "zod";

// The schemas' one zod. In the browser, zod 4 probes `Function("")` to decide whether to compile its
// object parsers; the site's CSP has no 'unsafe-eval', so the probe is refused and Chromium reports a
// CSP issue on every page with a form. jitless skips the probe there; the server keeps the compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
