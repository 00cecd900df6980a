import type { InsightType } from "./types";

/**
 * Sends one insights event without holding anything up: a keepalive fetch outlives the page (a tap on Call Now
 * or a link that leaves), nothing waits for its answer and a failure is dropped. Not sendBeacon: a beacon
 * with an application/json Blob (not a CORS-safelisted type) has been refused by some browsers, and the
 * server takes JSON only, like every other call.
 */
export function sendInsightEvent(programId: string, type: InsightType): void {
  try {
    void fetch(`/api/programs/${encodeURIComponent(programId)}/events`, {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type }),
    })
      // Read the (empty) answer: a response whose body nobody reads stays open in the browser, and the page never
      // reaches network idle (the e2e "networkidle" waits timed out on program pages).
      .then((res) => res.text())
      .catch(() => {});
  } catch {
    // No fetch, or a keepalive quota exhausted: the event is simply not counted.
  }
}
