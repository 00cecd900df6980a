"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { changesResolver, DETAIL_KEYS, valuesOf, type Values } from "@/features/programs/form/edit-program-dialog";
import { errorsByPath, ProviderDetailsFields, type ProviderDetailsValue } from "@/features/programs/form/provider-details-fields";
import { describedBy, Field } from "@/features/programs/form/field";
import { ProgramTypesField } from "./program-types-field";
import { checkFile, ImageFileInput } from "@/features/programs/form/image-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ApiCallError, apiCall, apiFetch, messageOf } from "@/lib/http/client";
import type { Program } from "@/features/programs/data";
import { StateSelect } from "@/features/programs/form/state-select";
import type { OwnerProgramUpdate } from "@/features/programs/schema";

type Text = "name" | "description" | "phone" | "email" | "website" | "address" | "city" | "zipCode" | "priceMin" | "priceMax" | "certifications";

type Phase = "idle" | "uploading" | "saving";

/**
 * The owner's edit of the public fields, the provider details (telehealth, new patients, payment, languages,
 * services, hours; the same controls as Add Business and the admin dialog) and the image. Not verification,
 * rating, review count, source or active state.
 */
export function OwnerEditForm({ program }: { program: Program }) {
  const router = useRouter();
  const [initial] = useState(() => valuesOf(program));
  // Checked with the server's own schema: only the changed fields, as PUT /api/owner/programs/{id} takes them.
  const [validation] = useState(() => changesResolver(initial, () => import("@/features/programs/schema").then((m) => m.ownerProgramUpdateSchema)));
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<Values, unknown, OwnerProgramUpdate>({ resolver: validation.resolver, defaultValues: initial });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [phase, setPhase] = useState<Phase>("idle");
  const types = useWatch({ control, name: "programTypes" });
  const details = useWatch({ control, name: DETAIL_KEYS }) as unknown[];
  const detailsValue = Object.fromEntries(DETAIL_KEYS.map((k, i) => [k, details[i]])) as ProviderDetailsValue;
  const err = (key: keyof Values) => {
    const e = formState.errors[key] as { message?: string } | { message?: string }[] | undefined;
    return Array.isArray(e) ? e.find(Boolean)?.message : e?.message;
  };

  async function onValid(patch: OwnerProgramUpdate) {
    if (phase !== "idle") return;
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
      setFile(null);
      router.refresh();
    } catch (error) {
      const issues = error instanceof ApiCallError ? error.issues : [];
      // A detail's issue keeps its whole path ("hours.mon.0"), so it shows beside its own interval.
      for (const i of issues) {
        const top = i.path.split(".")[0] as keyof Values;
        setError((DETAIL_KEYS.includes(top as keyof ProviderDetailsValue) ? i.path : top) as keyof Values, { message: i.message });
      }
      notify("error", "Update failed", { description: issues[0]?.message ?? messageOf(error, "Failed to update the listing. Please try again.") });
    }
    setPhase("idle");
  }

  const text = (key: Text, label: string, props: React.ComponentProps<"input"> = {}, hint?: string) => (
    <Field id={`owner-${key}`} label={label} error={err(key)} hint={hint}>
      <Input id={`owner-${key}`} className="h-10" {...describedBy(`owner-${key}`, err(key), Boolean(hint))} {...props} {...register(key)} />
    </Field>
  );

  return (
    <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} className="space-y-5 rounded-lg border bg-card p-4 sm:p-6" noValidate data-testid="owner-edit-form">
      {text("name", "Practice name")}
      <Field id="owner-description" label="Description" error={err("description")}>
        <Textarea id="owner-description" rows={5} {...describedBy("owner-description", err("description"))} {...register("description")} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("phone", "Phone", { type: "tel", autoComplete: "tel" })}
        {text("email", "Public email", { type: "email" })}
      </div>
      {text("website", "Website", { type: "url", placeholder: "https://" }, "Changing it does not end your claim; a later website-token sign-in checks the new site.")}
      {text("address", "Street address")}
      <div className="grid gap-4 sm:grid-cols-3">
        {text("city", "City")}
        <Field id="owner-state" label="State" error={err("state")}>
          <StateSelect id="owner-state" current={initial.state} tall {...register("state")} />
        </Field>
        {text("zipCode", "ZIP code", { inputMode: "numeric" })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text("priceMin", "Minimum price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
        {text("priceMax", "Maximum price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
      </div>
      <ProgramTypesField legend="Program types" types={types} onChange={(next) => setValue("programTypes", next)} roomy />
      <fieldset className="rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">Visiting and paying</legend>
        <ProviderDetailsFields
          id="owner-details"
          value={detailsValue}
          disabled={phase !== "idle"}
          errors={errorsByPath(Object.fromEntries(DETAIL_KEYS.map((k) => [k, formState.errors[k]])))}
          onChange={(patch) => {
            for (const [k, v] of Object.entries(patch)) setValue(k as keyof ProviderDetailsValue, v as never, { shouldDirty: true });
          }}
        />
      </fieldset>
      {text("certifications", "Certifications and memberships (comma-separated)", {}, "Shown as your own statement (\u201cListed by provider\u201d), not as something we checked.")}
      <ImageFileInput
        file={file}
        error={fileError}
        disabled={phase !== "idle"}
        onPick={(picked) => {
          const problem = picked ? checkFile(picked) : null;
          setFileError(problem ?? undefined);
          setFile(problem ? null : picked);
        }}
        onClear={() => setFile(null)}
      />
      <Button type="submit" className="h-10" disabled={phase !== "idle"}>
        {phase === "uploading" ? "Uploading image..." : phase === "saving" ? "Saving..." : "Save changes"}
      </Button>
    </form>
  );
}
