"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, then true: a control whose only
 * effect is a script (a toast, a form submitted by fetch) stays disabled until that script can run, so a
 * press made while the page loads is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
