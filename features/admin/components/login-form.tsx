"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiCallError, apiFetch } from "@/lib/http/client";

const DEFAULT_DESTINATION = "/manage-programs";

/** Only a same-site path: one leading "/", not "//" or "/\" (both mean another host to a browser). */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return DEFAULT_DESTINATION;
  // Control characters and backslashes have no place in our paths and can confuse URL parsers.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return DEFAULT_DESTINATION;
  return next;
}

function loginError(error: unknown): string {
  if (!(error instanceof ApiCallError)) return "Could not reach the server. Check your connection and try again.";
  if (error.serverMessage) return error.serverMessage;
  if (error.status === 429) return "Too many sign-in attempts. Please wait a few minutes and try again.";
  return "Sign-in failed. Please try again.";
}

/** `totp`: ADMIN_TOTP_SECRET is set, so the form also asks for the authenticator app's 6-digit code. */
export function LoginForm({ next, totp = false }: { next?: string; totp?: boolean }) {
  const router = useRouter();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError("Enter the admin password.");
      return;
    }
    if (totp && !/^\d{6}$/.test(code.trim())) {
      setError("Enter the 6-digit code from your authenticator app.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiFetch("/api/admin/session", { json: totp ? { password, code: code.trim() } : { password } });
      router.replace(safeNext(next));
      router.refresh();
      return; // stay busy while the next page loads
    } catch (e) {
      setError(loginError(e));
    }
    setBusy(false);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "admin-login-error" : undefined}
        />
      </div>
      {totp && (
        <div className="space-y-2">
          <Label htmlFor="admin-code">Authentication code</Label>
          <Input
            id="admin-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
            aria-invalid={error ? true : undefined}
            aria-describedby="admin-code-hint"
          />
          <p id="admin-code-hint" className="text-sm text-muted-foreground">
            The 6-digit code from your authenticator app.
          </p>
        </div>
      )}
      {error && (
        <p id="admin-login-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
