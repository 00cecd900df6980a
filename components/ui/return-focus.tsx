"use client";

import { useLayoutEffect, useRef, useState, type RefObject } from "react";

/**
 * Focus goes back to the element that opened a dialog, on close and on Escape (issue 49, item 8). Radix returns it
 * to the dialog's Trigger, and our dialogs are opened from state (a button that loads the dialog's code on first
 * press, a row's Edit, the results' Filters), without a Trigger: focus then fell to the top of the page.
 *
 * The opener is the element that holds the focus when the dialog's content is first rendered, read by `marker`
 * (rendered inside the content) before React commits it: a field with autoFocus in the dialog takes the focus
 * during the commit, before Radix would look. When the dialog has closed, the opener gets the focus back if it
 * is still on the page; a caller's own onCloseAutoFocus that prevents the default wins.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    marker: <OpenerMarker intoRef={opener} />,
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

function OpenerMarker({ intoRef }: { intoRef: RefObject<HTMLElement | null> }) {
  // Read once, when the content mounts (the dialog opens), before its fields can take the focus.
  const [opener] = useState(() => {
    const active = typeof document === "undefined" ? null : document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  useLayoutEffect(() => {
    intoRef.current = opener;
  }, [intoRef, opener]);
  return null;
}
