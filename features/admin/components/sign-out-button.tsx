"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { apiFetch, messageOf } from "@/lib/http/client";

/** Ends the admin session (DELETE /api/admin/session) and goes to the sign-in page. */
export function SignOutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await apiFetch("/api/admin/session", { method: "DELETE" });
      router.replace("/admin/login");
      router.refresh();
    } catch (error) {
      notify("error", "Sign out failed", { description: messageOf(error, "Please try again.") });
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut /> {busy ? "Signing out..." : "Sign out"}
    </Button>
  );
}
