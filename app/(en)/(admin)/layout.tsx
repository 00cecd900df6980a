import type { Metadata } from "next";
import { headers } from "next/headers";
import { requireAdminPage } from "@/lib/session/admin-page";
import { AdminBar } from "@/features/admin/client";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The admin gate, checked on the server where the data is read (each admin page and route handler
 * checks again). scripts/server.mjs passes the path (x-pathname) so that sign-in can send the visitor back to it. Every
 * admin page gets the admin bar (its panels, the signed-in state, Sign out).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage((await headers()).get("x-pathname") ?? undefined);
  return (
    <>
      <AdminBar />
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </>
  );
}
