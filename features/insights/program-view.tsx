"use client";

import { useEffect, useRef } from "react";
import { sendInsightEvent } from "./send-event";

/**
 * Counts one view of the program page per page load. It runs only in the browser (an effect: never during
 * server rendering, after hydration), and waits for the page's load event and then an idle moment, so it
 * never competes with the page; a page prerendered by speculation rules counts only once it is shown.
 */
export function ProgramView({ programId }: { programId: string }) {
  const sent = useRef(false);
  useEffect(() => {
    let cancelled = false;
    const send = () => {
      if (cancelled || sent.current) return;
      sent.current = true;
      sendInsightEvent(programId, "view");
    };
    const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(send, { timeout: 2000 }) : setTimeout(send, 1));
    const whenShown = () => {
      if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener("prerenderingchange", whenShown, { once: true });
      else if (document.readyState === "complete") idle();
      else window.addEventListener("load", idle, { once: true });
    };
    whenShown();
    return () => {
      cancelled = true;
      window.removeEventListener("load", idle);
      document.removeEventListener("prerenderingchange", whenShown);
    };
  }, [programId]);
  return null;
}
