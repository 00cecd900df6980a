/**
 * The one way to raise a toast. It imports sonner on first use, so sonner is in no page's first script
 * (most visits raise none). The toast region itself mounts on the first key or pointer press
 * (LazyToaster) and replays what was raised.
 */
export function notify(kind: "success" | "error" | "warning" | "message", title: string, options?: { description?: string }) {
  void import("sonner").then(({ toast }) => (kind === "message" ? toast(title, options) : toast[kind](title, options)));
}
