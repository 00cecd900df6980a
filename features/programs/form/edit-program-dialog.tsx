"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";
import { notify } from "@/components/ui/notify";
import { plural } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiCallError, apiCall, apiFetch, messageOf } from "@/lib/http/client";
import type { Program } from "@/features/programs/data";
import type { ProgramUpdate } from "@/features/programs/schema";
import { ProgramFields, RequiredNote, useProgramForm } from "./program-form";
import { changes, sendResolver, showServerIssues, valuesOf } from "./values";

type Phase = "idle" | "uploading" | "saving";

/** Manage Programs' Edit dialog: the program form in "admin" mode; only the changed fields are sent. */
export function EditProgramDialog({ program, open, onOpenChange }: { program: Program; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [initial] = useState(() => valuesOf(program));
  const [validation] = useState(() => sendResolver<ProgramUpdate>((after) => changes(initial, after), () => import("@/features/programs/schema").then((m) => m.programUpdateSchema)));
  const state = useProgramForm<ProgramUpdate>(initial, validation);
  const { handleSubmit, setError } = state.form;
  const { file } = state.image;
  const [phase, setPhase] = useState<Phase>("idle");

  async function onValid(patch: ProgramUpdate) {
    if (phase !== "idle") return;
    if (!file && Object.keys(patch).length === 0) {
      notify("message", "No changes to save", { description: `${initial.name} is unchanged.` });
      return;
    }
    if (file) {
      // Spec: the file is uploaded first, and the returned imageUrl replaces the field.
      setPhase("uploading");
      try {
        const form = new FormData();
        form.append("image", file);
        const { imageUrl } = await apiCall<{ imageUrl: string }>(`/api/programs/${program.id}/image`, { form });
        patch.imageUrl = imageUrl;
      } catch (error) {
        notify("error", "Failed to upload image", { description: messageOf(error, "Failed to upload image. Please try again.") });
        setPhase("idle");
        return;
      }
    }
    setPhase("saving");
    try {
      if (Object.keys(patch).length > 0) await apiFetch(`/api/programs/${program.id}`, { method: "PUT", json: patch });
      notify("success", "Program Updated", { description: `${patch.name ?? initial.name} was saved.` });
      setPhase("idle");
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      const issues = error instanceof ApiCallError ? error.issues : [];
      flushSync(() => setPhase("idle")); // re-enable the fields first: a disabled field cannot take focus
      showServerIssues(issues, setError);
      notify("error", "Update Failed", { description: issues[0]?.message ?? "Failed to update the program. Please try again." });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => phase === "idle" && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Program</DialogTitle>
          <DialogDescription>
            Rating {program.rating.toFixed(1)} from {plural(program.reviewCount, "published review")} (set by moderated reviews, not edited here).
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} className="space-y-8" noValidate aria-busy={phase !== "idle"}>
          <RequiredNote />
          <ProgramFields mode="admin" state={state} program={program} locked={phase !== "idle"} />
          <DialogFooter className="border-t pt-6">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={phase !== "idle"}>
              Cancel
            </Button>
            <Button type="submit" disabled={phase !== "idle"}>
              {phase === "uploading" ? "Uploading Image..." : phase === "saving" ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
