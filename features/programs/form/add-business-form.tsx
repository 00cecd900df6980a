"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";
import { notify } from "@/components/ui/notify";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiCallError, apiCall, apiFetch } from "@/lib/http/client";
import type { ProgramCreate } from "@/features/programs/schema";
import { rememberAdded } from "@/features/programs/added-notice";
import { ProgramFields, RequiredNote, useProgramForm } from "./program-form";
import { createFields, EMPTY_VALUES, sendResolver, showServerIssues } from "./values";

type Phase = "idle" | "adding" | "uploading" | "upload-failed" | "done";
type Created = { id: string; uploadToken: string };

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = sendResolver<ProgramCreate>(createFields, () => import("@/features/programs/schema").then((m) => m.programCreateSchema));

async function uploadImage(created: Created, file: File): Promise<void> {
  const form = new FormData();
  form.append("image", file);
  await apiFetch(`/api/programs/${created.id}/image`, { form, headers: { Authorization: `Bearer ${created.uploadToken}` } });
}

/** Add Business: the program form in "add" mode; a picked image is uploaded once the program exists. */
export function AddBusinessForm() {
  const router = useRouter();
  const state = useProgramForm<ProgramCreate>(EMPTY_VALUES, validation);
  const { handleSubmit, setError } = state.form;
  const { file, fileError } = state.image;
  const [phase, setPhase] = useState<Phase>("idle");
  const [uploadError, setUploadError] = useState<string>();
  const [created, setCreated] = useState<Created | null>(null);
  const busy = phase === "adding" || phase === "uploading" || phase === "done";

  // Issue 32, item 1: the submitter lands on the new listing, with the next step ("Manage this listing").
  function finish(target: Created) {
    setPhase("done");
    notify("success", "Success!", { description: "Your detox program has been added to the directory." });
    router.push(`/program/${target.id}`);
  }

  async function upload(target: Created, picked: File) {
    setPhase("uploading");
    try {
      await uploadImage(target, picked);
      finish(target);
    } catch (e) {
      setUploadError(e instanceof ApiCallError ? e.serverMessage : e instanceof Error ? e.message : undefined);
      setPhase("upload-failed");
      notify("error", "Upload failed", { description: "Failed to upload image. Please try again." });
    }
  }

  async function onValid(data: ProgramCreate) {
    if (busy) return;
    if (fileError) {
      // The picked file was refused: say so rather than add the program without its image.
      document.getElementById("image-file")?.focus();
      return;
    }
    setPhase("adding");
    let program: Created;
    try {
      program = await apiCall<Created>("/api/programs", { json: { ...data, imageUrl: file ? null : data.imageUrl } });
    } catch (e) {
      if (!(e instanceof ApiCallError)) {
        setPhase("idle");
        notify("error", "Error", { description: "Failed to add your program. Please try again." });
        return;
      }
      flushSync(() => setPhase("idle")); // re-enable the fields first: a disabled field cannot take focus
      showServerIssues(e.issues, setError);
      notify("error", "Error", { description: e.serverMessage ?? "Failed to add your program. Please try again." });
      return;
    }
    const target = { id: program.id, uploadToken: program.uploadToken };
    setCreated(target);
    rememberAdded({ id: program.id, email: data.email ?? "" });
    if (file) await upload(target, file);
    else finish(target);
  }

  const submitLabel = phase === "adding" ? "Adding..." : phase === "uploading" ? "Uploading Image..." : "Add Program";
  const locked = busy || phase === "upload-failed";

  return (
    <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} noValidate className="mt-8 space-y-8" aria-busy={busy}>
      <RequiredNote />
      <ProgramFields mode="add" state={state} locked={locked} imageLocked={busy} />

      {phase === "upload-failed" && created && (
        <Alert variant="warning" role="alert">
          <AlertTitle>Your program was added, but its image was not uploaded</AlertTitle>
          <AlertDescription>
            <p>{uploadError ? `${uploadError} ` : ""}Choose another image and try again, or continue without an image.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button type="button" disabled={!file} onClick={() => file && upload(created, file)}>
                Try Again
              </Button>
              <Button type="button" variant="outline" onClick={() => finish(created)}>
                Continue Without Image
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {/* Once the program exists, the alert above offers the only two ways on. */}
      {phase !== "upload-failed" && (
        <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link href="/">Cancel</Link>
          </Button>
          <Button type="submit" disabled={locked}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
