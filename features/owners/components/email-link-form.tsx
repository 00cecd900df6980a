"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { describedBy, Field } from "@/features/programs/client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiCallError, apiFetch, serverMessage } from "@/lib/http/client";
import type { ownerEmailSchema } from "@/features/owners/schema";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import type { z } from "@/lib/validation/zod";

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<z.input<typeof ownerEmailSchema>, z.output<typeof ownerEmailSchema>>(() => import("@/features/owners/schema").then((m) => m.ownerEmailSchema));

/** Asks for a one-time sign-in link by email (claim or sign-in): the address, then "check your inbox". */
export function EmailLinkForm({ action, hint, sentNote = "a sign-in link is on its way" }: { action: string; hint: string; sentNote?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof ownerEmailSchema>, unknown, z.output<typeof ownerEmailSchema>>({
    resolver: validation.resolver,
    defaultValues: { email: "" },
  });
  if (sentTo) {
    return (
      <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="email-link-sent">
        If {sentTo} can be used, {sentNote}. It works once, within 30 minutes.
      </p>
    );
  }
  const error = formState.errors.email?.message;
  return (
    <form
      method="post"
      noValidate
      className="space-y-3"
      onFocus={validation.preload}
      onSubmit={handleSubmit(async ({ email }) => {
        try {
          await apiFetch(action, { json: { email } });
          setSentTo(email);
        } catch (e) {
          const issue = e instanceof ApiCallError ? e.issues[0]?.message : undefined;
          setError("email", { message: issue ? serverMessage(e, issue) : serverMessage(e, "Could not send the link. Please try again.") });
        }
      })}
    >
      <Field id="owner-email" label="Email address" hint={hint} error={error}>
        <Input id="owner-email" type="email" autoComplete="email" className="h-10" {...describedBy("owner-email", error, true)} {...register("email")} />
      </Field>
      <Button type="submit" className="h-10" disabled={formState.isSubmitting}>
        Email me a sign-in link
      </Button>
    </form>
  );
}
