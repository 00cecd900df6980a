/**
 * Raises a toast, importing sonner on first use: for components on pages that most visitors only read
 * (the home page's search box and Call Now), so that sonner is not in the page's first script. The toast
 * region itself mounts on the first key or pointer press (LazyToaster) and replays what was raised.
 */
export function notify(kind: "message" | "error", title: string, options?: { description?: string }) {
  void import("sonner").then(({ toast }) => (kind === "error" ? toast.error(title, options) : toast(title, options)));
}
