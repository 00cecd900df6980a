"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { ApiCallError, apiCall, apiFetch, messageOf } from "@/lib/http/client";
import type { Program } from "@/features/programs/data";
import type { OwnerProgramUpdate } from "@/features/programs/schema";
import { ProgramFields, RequiredNote, useProgramForm } from "./program-form";
import { changes, sendResolver, showServerIssues, valuesOf } from "./values";

type Phase = "idle" | "uploading" | "saving";

/**
 * The owner's edit: the program form in "owner" mode. The public fields, prices, certifications, the provider
 * details and the image; not verification, rating, review count, source or active state. Only the changed
 * fields are sent, checked with the server's own schema.
 */
export function OwnerEditForm({ program }: { program: Program }) {
  const router = useRouter();
  const [initial] = useState(() => valuesOf(program));
  const [validation] = useState(() => sendResolver<OwnerProgramUpdate>((after) => changes(initial, after), () => import("@/features/programs/schema").then((m) => m.ownerProgramUpdateSchema)));
  // What this form has saved since it opened, so that a second Save with nothing new says so (issue 53, item 11).
  const [saved, setSaved] = useState<Record<string, string>>({});
  const state = useProgramForm<OwnerProgramUpdate>(initial, validation);
  const { handleSubmit, setError } = state.form;
  const { file, clearFile } = state.image;
  const [phase, setPhase] = useState<Phase>("idle");

  async function onValid(patch: OwnerProgramUpdate) {
    if (phase !== "idle") return;
    const sent = Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, JSON.stringify(v)]));
    if (!file && Object.entries(sent).every(([k, v]) => saved[k] === v)) {
      notify("message", "No changes to save", { description: "Your listing is as you see it here." });
      return;
    }
    if (file) {
      setPhase("uploading");
      try {
        const form = new FormData();
        form.append("image", file);
        await apiCall<{ imageUrl: string }>(`/api/owner/programs/${program.id}/image`, { form });
      } catch (error) {
        notify("error", "Failed to upload image", { description: messageOf(error, "Failed to upload image. Please try again.") });
        setPhase("idle");
        return;
      }
    }
    setPhase("saving");
    try {
      if (Object.keys(patch).length > 0) await apiFetch(`/api/owner/programs/${program.id}`, { method: "PUT", json: patch });
      notify("success", "Listing updated", { description: "Your changes are live on the public page." });
      setSaved((before) => ({ ...before, ...sent }));
      setPhase("idle");
      clearFile();
      router.refresh();
    } catch (error) {
      const issues = error instanceof ApiCallError ? error.issues : [];
      flushSync(() => setPhase("idle")); // re-enable the fields first: a disabled field cannot take focus
      showServerIssues(issues, setError);
      notify("error", "Update failed", { description: issues[0]?.message ?? messageOf(error, "Failed to update the listing. Please try again.") });
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} className="space-y-8 rounded-lg border bg-card p-4 sm:p-6" noValidate aria-busy={phase !== "idle"} data-testid="owner-edit-form">
      <RequiredNote />
      <ProgramFields mode="owner" state={state} locked={phase !== "idle"} />
      <div className="flex justify-end border-t pt-6">
        <Button type="submit" disabled={phase !== "idle"}>
          {phase === "uploading" ? "Uploading image..." : phase === "saving" ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
