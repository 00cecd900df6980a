import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/admin";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The admin gate, checked on the server where the data is read. Each admin page also calls
 * `requireAdminPage("/its-path")` so that sign-in can send the visitor back to it.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>;
}
