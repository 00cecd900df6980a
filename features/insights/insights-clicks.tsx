"use client";

import { useEffect } from "react";
import { INSIGHT_TYPES, type InsightType } from "./types";
import { sendInsightEvent } from "./send-event";

const isType = (v: string | undefined): v is InsightType => (INSIGHT_TYPES as readonly string[]).includes(v ?? "");

/**
 * One listener for the whole site (mounted in the root layout) counts a press on any link marked by
 * insightLink (insight-link.ts): Call Now on cards and program pages, Visit Website, Directions. Cards stay server components;
 * the link still works before this script runs or without it, only uncounted. A middle click (a new tab) counts too.
 */
export function InsightsClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.type === "auxclick" && event.button !== 1) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-insight][data-program]") : null;
      const type = link?.dataset.insight;
      if (link?.dataset.program && isType(type)) sendInsightEvent(link.dataset.program, type);
    };
    document.addEventListener("click", onClick, { capture: true });
    document.addEventListener("auxclick", onClick, { capture: true });
    return () => {
      document.removeEventListener("click", onClick, { capture: true });
      document.removeEventListener("auxclick", onClick, { capture: true });
    };
  }, []);
  return null;
}
