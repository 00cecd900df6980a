"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/http/client";

/** Signs the owner out everywhere (DELETE /api/owner/session). */
export function OwnerSignOut() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      className="h-10"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await apiFetch("/api/owner/session", { method: "DELETE" });
          router.refresh();
        } catch {
          notify("error", "Sign-out failed", { description: "Please try again." });
        }
        setBusy(false);
      }}
    >
      <LogOut aria-hidden="true" /> Sign out
    </Button>
  );
}
