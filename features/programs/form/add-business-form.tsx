"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useForm, useWatch, type Path } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import type { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiCallError, apiCall, apiFetch } from "@/lib/http/client";
import { PROGRAM_TYPES } from "@/features/programs/program-types";
import { US_STATES } from "@/lib/us-states";
import type { programCreateSchema } from "@/features/programs/schema";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import { describedBy, Field } from "./field";
import { checkFile, ImageFileInput } from "./image-field";
import { EMPTY_DETAILS, errorsByPath, ProviderDetailsFields, type ProviderDetailsValue } from "@/features/programs/form/provider-details-fields";

type FormInput = z.input<typeof programCreateSchema>;
type FormOutput = z.output<typeof programCreateSchema>;
type Phase = "idle" | "adding" | "uploading" | "upload-failed" | "done";
type Created = { id: string; uploadToken: string };

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<FormInput, FormOutput>(() => import("@/features/programs/schema").then((m) => m.programCreateSchema));

// Spec: the form picks from the 50 states (District of Columbia is in the shared list for filters).
const STATES = US_STATES.filter((s) => s.code !== "DC");
const DEFAULTS: FormInput = { name: "", phone: "", description: "", email: "", website: "", address: "", city: "", state: "", zipCode: "", imageUrl: "", programTypes: [], ...EMPTY_DETAILS };
const DETAIL_KEYS = Object.keys(EMPTY_DETAILS) as (keyof ProviderDetailsValue)[];
const FIELD_NAMES = new Set(Object.keys(DEFAULTS));
const CONTROL = "border-input h-9 w-full min-w-0 rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px] aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

async function uploadImage(created: Created, file: File): Promise<void> {
  const form = new FormData();
  form.append("image", file);
  await apiFetch(`/api/programs/${created.id}/image`, { form, headers: { Authorization: `Bearer ${created.uploadToken}` } });
}

export function AddBusinessForm() {
  const router = useRouter();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: validation.resolver, defaultValues: DEFAULTS });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;
  const details = useWatch({ control: form.control, name: DETAIL_KEYS }) as unknown[];
  const detailsValue = Object.fromEntries(DETAIL_KEYS.map((k, i) => [k, details[i]])) as ProviderDetailsValue;
  const [phase, setPhase] = useState<Phase>("idle");
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [created, setCreated] = useState<Created | null>(null);
  // Remounting the file input is how it is emptied (its value cannot be set from script).
  const [fileInputKey, setFileInputKey] = useState(0);
  const busy = phase === "adding" || phase === "uploading" || phase === "done";

  function clearFile() {
    setFile(null);
    setFileError(undefined);
    setFileInputKey((k) => k + 1);
  }

  function pickFile(picked: File | null) {
    if (!picked) return clearFile();
    const problem = checkFile(picked);
    if (problem) {
      setFile(null);
      setFileError(problem);
      setFileInputKey((k) => k + 1);
      return;
    }
    setFileError(undefined);
    setFile(picked);
    setValue("imageUrl", "", { shouldValidate: false });
    form.clearErrors("imageUrl");
  }

  function finish() {
    setPhase("done");
    notify("success", "Success!", { description: "Your detox program has been added to the directory." });
    router.push("/");
  }

  async function upload(target: Created, picked: File) {
    setPhase("uploading");
    try {
      await uploadImage(target, picked);
      finish();
    } catch (e) {
      setUploadError(e instanceof ApiCallError ? e.serverMessage : e instanceof Error ? e.message : undefined);
      setPhase("upload-failed");
      notify("error", "Upload failed", { description: "Failed to upload image. Please try again." });
    }
  }

  async function onValid(data: FormOutput) {
    if (busy) return;
    if (fileError) {
      // The picked file was refused: say so rather than add the program without its image.
      document.getElementById("image-file")?.focus();
      return;
    }
    setPhase("adding");
    let program: Created;
    try {
      const { name, phone, description, email, website, address, city, state, zipCode, imageUrl, programTypes, telehealth, acceptingNewPatients, paymentOptions, languages, services, hours } = data;
      program = await apiCall<Created>("/api/programs", {
        json: { name, phone, description, email, website, address, city, state, zipCode, imageUrl: file ? null : imageUrl, programTypes, telehealth, acceptingNewPatients, paymentOptions, languages, services, hours },
      });
    } catch (e) {
      if (!(e instanceof ApiCallError)) {
        setPhase("idle");
        notify("error", "Error", { description: "Failed to add your program. Please try again." });
        return;
      }
      flushSync(() => setPhase("idle")); // re-enable the fields first: a disabled field cannot take focus
      // Server-side field errors go next to their fields too; the first one gets the focus.
      const fieldIssues = e.issues.filter((i) => FIELD_NAMES.has(i.path.split(".")[0] ?? ""));
      // A detail's issue keeps its whole path ("hours.mon.0"), so it shows beside its own interval.
      const pathOf = (path: string) => (DETAIL_KEYS.includes(path.split(".")[0] as keyof ProviderDetailsValue) ? path : path.split(".")[0]!);
      fieldIssues.forEach((issue, n) => setError(pathOf(issue.path) as Path<FormInput>, { message: issue.message }, { shouldFocus: n === 0 }));
      notify("error", "Error", { description: e.serverMessage ?? "Failed to add your program. Please try again." });
      return;
    }
    const target = { id: program.id, uploadToken: program.uploadToken };
    setCreated(target);
    if (file) await upload(target, file);
    else finish();
  }

  const submitLabel = phase === "adding" ? "Adding..." : phase === "uploading" ? "Uploading Image..." : "Add Program";
  const locked = busy || phase === "upload-failed";

  return (
    <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} noValidate className="mt-8 space-y-8" aria-busy={busy}>
      <p className="text-sm text-muted-foreground">
        Fields marked <span className="text-destructive">*</span> are required.
      </p>

      <fieldset disabled={locked} className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">About the program</legend>
        <Field id="name" label="Program Name" required error={errors.name?.message}>
          <Input id="name" autoComplete="organization" aria-required {...describedBy("name", errors.name?.message)} {...register("name")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="phone" label="Phone" required error={errors.phone?.message}>
            <Input id="phone" type="tel" autoComplete="tel" aria-required {...describedBy("phone", errors.phone?.message)} {...register("phone")} />
          </Field>
          <Field id="email" label="Email" error={errors.email?.message}>
            <Input id="email" type="email" autoComplete="email" {...describedBy("email", errors.email?.message)} {...register("email")} />
          </Field>
        </div>
        <Field id="description" label="Description" required error={errors.description?.message} hint="What the program offers: testing, supervision, treatments.">
          <textarea
            id="description"
            rows={5}
            aria-required
            className={`${CONTROL} h-auto min-h-28 py-2`}
            {...describedBy("description", errors.description?.message, true)}
            {...register("description")}
          />
        </Field>
        <Field id="website" label="Website" required error={errors.website?.message} hint="Starting with https:// or http://">
          <Input id="website" type="url" inputMode="url" autoComplete="url" placeholder="https://" aria-required {...describedBy("website", errors.website?.message, true)} {...register("website")} />
        </Field>
      </fieldset>

      <fieldset disabled={locked} className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">Location</legend>
        <Field id="address" label="Street Address" required error={errors.address?.message}>
          <Input id="address" autoComplete="street-address" aria-required {...describedBy("address", errors.address?.message)} {...register("address")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-[2fr_2fr_1fr]">
          <Field id="city" label="City" required error={errors.city?.message}>
            <Input id="city" autoComplete="address-level2" aria-required {...describedBy("city", errors.city?.message)} {...register("city")} />
          </Field>
          <Field id="state" label="State" required error={errors.state?.message}>
            <select id="state" autoComplete="address-level1" aria-required className={CONTROL} {...describedBy("state", errors.state?.message)} {...register("state")}>
              <option value="">Select a state</option>
              {STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="zipCode" label="ZIP Code" required error={errors.zipCode?.message}>
            <Input id="zipCode" inputMode="numeric" autoComplete="postal-code" aria-required {...describedBy("zipCode", errors.zipCode?.message)} {...register("zipCode")} />
          </Field>
        </div>
      </fieldset>

      <fieldset disabled={locked} aria-describedby={errors.programTypes ? "programTypes-error" : undefined}>
        <legend className="mb-1 text-lg font-semibold">Program Types</legend>
        <p className="mb-3 text-sm text-muted-foreground">Choose every type that describes the program.</p>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {PROGRAM_TYPES.map((type) => (
            <label key={type} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input type="checkbox" value={type} className="size-4 shrink-0 accent-primary" {...register("programTypes")} />
              {type}
            </label>
          ))}
        </div>
        {errors.programTypes && (
          <p id="programTypes-error" className="mt-1.5 text-sm text-destructive">
            {errors.programTypes.message ?? "Please choose from the listed program types"}
          </p>
        )}
      </fieldset>

      <fieldset disabled={locked}>
        <legend className="mb-1 text-lg font-semibold">Visiting and paying</legend>
        <p className="mb-4 text-sm text-muted-foreground">What people choose a provider by. Leave anything you do not want to say as not provided.</p>
        <ProviderDetailsFields
          id="details"
          value={detailsValue}
          errors={errorsByPath(Object.fromEntries(DETAIL_KEYS.map((k) => [k, errors[k]])))}
          onChange={(patch) => {
            for (const [k, v] of Object.entries(patch)) setValue(k as keyof ProviderDetailsValue, v as never, { shouldValidate: formState.isSubmitted });
          }}
        />
      </fieldset>

      <fieldset disabled={busy} className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">Image</legend>
        <p className="text-sm text-muted-foreground">A photo of the facility or the program&apos;s logo: give its address or upload a file.</p>
        <Field id="imageUrl" label="Image URL" error={errors.imageUrl?.message}>
          <Input
            id="imageUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            disabled={locked}
            {...describedBy("imageUrl", errors.imageUrl?.message)}
            {...register("imageUrl", { onChange: () => file && clearFile() })}
          />
        </Field>
        <ImageFileInput key={fileInputKey} file={file} error={fileError} disabled={busy} onPick={pickFile} onClear={clearFile} />
      </fieldset>

      {phase === "upload-failed" && created && (
        <Alert variant="warning" role="alert">
          <AlertTitle>Your program was added, but its image was not uploaded</AlertTitle>
          <AlertDescription>
            <p>{uploadError ? `${uploadError} ` : ""}Choose another image and try again, or continue without an image.</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button type="button" disabled={!file} onClick={() => file && upload(created, file)}>
                Try Again
              </Button>
              <Button type="button" variant="outline" onClick={finish}>
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
