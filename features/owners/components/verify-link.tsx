"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, serverMessage } from "@/lib/http/client";

/** The button that follows an emailed link (POST /api/owner/verify), then opens the dashboard. */
export function VerifyLink({ token }: { token: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(token ? null : "This sign-in link is incomplete. Ask for a new one.");
  return (
    <div className="space-y-3">
      <Button
        type="button"
        className="h-10"
        disabled={busy || !token}
        onClick={async () => {
          setBusy(true);
          try {
            await apiFetch("/api/owner/verify", { json: { token } });
            router.push("/owner");
            return;
          } catch (error) {
            setProblem(serverMessage(error, "Could not sign you in. Please try again."));
          }
          setBusy(false);
        }}
      >
        Sign in
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
