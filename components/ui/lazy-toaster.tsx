"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

/**
 * The toast region, loaded on the visitor's first interaction (a pointer, touch or key press, focus, or a
 * change to a field, which also covers a file chosen or a form filled in by a script) instead of with every
 * page: every toast answers something the visitor did, and most visits (a guide, a listing) raise none,
 * so the page's load no longer parses and runs sonner. sonner replays toasts raised before its Toaster
 * subscribed, so none is lost while it loads.
 */
const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

const FIRST_INPUT = ["pointerdown", "keydown", "touchstart", "focusin", "input", "change", "submit"] as const;

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_INPUT) window.addEventListener(type, want, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted ? <Toaster /> : null;
}
