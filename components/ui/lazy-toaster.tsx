"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

/**
 * The toast region, loaded on the visitor's first pointer, touch or key press instead of with every
 * page: every toast answers something the visitor did, and most visits (a guide, a listing) raise none,
 * so the page's load no longer parses and runs sonner. sonner replays toasts raised before its Toaster
 * subscribed, so none is lost while it loads.
 */
const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

const FIRST_INPUT = ["pointerdown", "keydown", "touchstart"] as const;

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
