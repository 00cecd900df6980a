import type { Metadata } from "next";
import { adminEnabled } from "@/lib/session/admin";
import { totpEnabled } from "@/features/admin/totp-store";
import { LoginForm } from "@/features/admin/components/login-form";

export const metadata: Metadata = {
  title: "Admin sign in",
  robots: { index: false, follow: false },
};


type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminLoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next } = await searchParams;
  const enabled = adminEnabled();

  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-semibold tracking-tight">Admin sign in</h1>
      {enabled ? (
        <>
          <p className="mt-2 text-muted-foreground">Sign in to import and manage listings.</p>
          <LoginForm next={typeof next === "string" ? next : undefined} totp={totpEnabled()} />
        </>
      ) : (
        <div className="mt-6 rounded-lg border bg-card p-4">
          <h2 className="font-semibold">Admin is turned off</h2>
          <p className="mt-2 text-muted-foreground">
            Set ADMIN_PASSWORD (at least 12 characters, not a common password or keyboard pattern) in the environment and restart the
            server.
          </p>
        </div>
      )}
    </div>
  );
}
