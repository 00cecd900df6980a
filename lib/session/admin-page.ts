import "server-only";
import { redirect } from "next/navigation";
import { isAdminSession } from "./admin";

// Apart from ./admin.ts, which route handlers import: next/navigation is for pages, and scripts that reach a
// handler module (the job worker, under tsx) cannot load it.

/** For admin pages and their layout: redirects to the sign-in page when not signed in. */
export async function requireAdminPage(nextPath?: string): Promise<void> {
  if (await isAdminSession()) return;
  const safe = nextPath && nextPath.startsWith("/") && !nextPath.startsWith("//") ? nextPath : undefined;
  redirect(safe ? `/admin/login?next=${encodeURIComponent(safe)}` : "/admin/login");
}
