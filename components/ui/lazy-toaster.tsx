"use client";

import dynamic from "next/dynamic";

/**
 * The toast region, loaded after the page is interactive instead of with every page's first script:
 * sonner replays toasts raised before its Toaster subscribed, so none is lost while it loads.
 */
const Toaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });

export function LazyToaster() {
  return <Toaster />;
}
