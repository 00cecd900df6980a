"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { noSubscription } from "@/components/analytics/consented-scripts";
import { ADDED_KEY, type Added } from "./added-key";

/**
 * After Add Business (issue 32, item 1): the submitter lands on the new listing, which says it waits for review,
 * and offers the next step, "Manage this listing". Only the browser that added it knows (session storage holds
 * the id and the email typed in the form), so nobody else sees the panel, and nothing is in the address. This
 * shell is all a visitor's page loads; the panel's code comes only when it is shown (the program page's
 * Lighthouse score counts every kilobyte).
 */

const Panel = dynamic(() => import("./added-notice-panel").then((m) => m.AddedNoticePanel), { ssr: false });

/** Called by Add Business once the program exists. */
export function rememberAdded(added: Added) {
  try {
    sessionStorage.setItem(ADDED_KEY, JSON.stringify(added));
  } catch {
    // Private mode without storage: the listing page simply shows no panel.
  }
}

function readAdded(): string | null {
  try {
    return sessionStorage.getItem(ADDED_KEY);
  } catch {
    return null;
  }
}

/** `waiting`: the listing waits for review, and no claim mail is sent for it until then (security issue 51, item 7). */
export function AddedNotice({ programId, hasWebsite, emailDomain, waiting = false }: { programId: string; hasWebsite: boolean; emailDomain: string | null; waiting?: boolean }) {
  const stored = useSyncExternalStore(noSubscription, readAdded, () => null);
  if (!stored?.includes(`"${programId}"`)) return null;
  return <Panel programId={programId} hasWebsite={hasWebsite} emailDomain={emailDomain} stored={stored} waiting={waiting} />;
}
