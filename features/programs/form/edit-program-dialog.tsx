"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch, type FieldError } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiCallError, apiCall, apiFetch, messageOf } from "@/lib/http/client";
import type { Program } from "@/features/programs/data";
import { ProgramTypesField } from "./program-types-field";
import { verificationText } from "@/features/programs/trust";
import { StateSelect } from "@/features/programs/form/state-select";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import type { z } from "@/lib/validation/zod";
import type { ProgramUpdate } from "@/features/programs/schema";
import { EMPTY_DETAILS, errorsByPath, ProviderDetailsFields, type ProviderDetailsValue } from "@/features/programs/form/provider-details-fields";

type Text = "name" | "description" | "phone" | "email" | "website" | "address" | "city" | "state" | "zipCode" | "imageUrl" | "priceMin" | "priceMax" | "latitude" | "longitude" | "certifications" | "npiNumber";
export type Values = Record<Text, string> & ProviderDetailsValue & { programTypes: string[]; isActive: boolean; isVerified: boolean };
export const DETAIL_KEYS = Object.keys(EMPTY_DETAILS) as (keyof ProviderDetailsValue)[];

/** The form values of a program (shared with the owner dashboard's form). */
export function valuesOf(p: Program): Values {
  return {
    name: p.name,
    description: p.description,
    phone: p.phone,
    email: p.email ?? "",
    website: p.website ?? "",
    address: p.address,
    city: p.city,
    state: p.state,
    zipCode: p.zipCode,
    imageUrl: p.imageUrl ?? "",
    priceMin: p.priceMin == null ? "" : String(p.priceMin),
    priceMax: p.priceMax == null ? "" : String(p.priceMax),
    latitude: String(p.latitude),
    longitude: String(p.longitude),
    certifications: p.certifications.join(", "),
    npiNumber: p.npiNumber ?? "",
    programTypes: p.programTypes,
    isActive: p.isActive,
    isVerified: p.isVerified,
    telehealth: p.telehealth,
    acceptingNewPatients: p.acceptingNewPatients,
    paymentOptions: p.paymentOptions,
    languages: p.languages,
    services: p.services,
    hours: p.hours,
  };
}

const list = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what the admin changed, in the shapes PUT /api/programs/{id} takes. */
export function changes(before: Values, after: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const text = (v: string | undefined) => (v ?? "").trim();
  for (const key of ["name", "description", "phone", "email", "website", "address", "city", "state", "zipCode", "imageUrl", "npiNumber"] as const) {
    if (text(after[key]) !== text(before[key])) out[key] = text(after[key]);
  }
  for (const key of ["priceMin", "priceMax"] as const) if (text(after[key]) !== text(before[key])) out[key] = text(after[key]) || null;
  // Coordinates are sent only when edited, so a new ZIP code can place the program by itself.
  for (const key of ["latitude", "longitude"] as const) if (text(after[key]) !== text(before[key])) out[key] = text(after[key]);
  if (!same(list(after.certifications), list(before.certifications))) out.certifications = list(after.certifications);
  if (!same([...after.programTypes].sort(), [...before.programTypes].sort())) out.programTypes = after.programTypes;
  if (after.isActive !== before.isActive) out.isActive = after.isActive;
  if (after.isVerified !== before.isVerified) out.isVerified = after.isVerified;
  for (const key of DETAIL_KEYS) if (!same(after[key], before[key])) out[key] = after[key];
  return out;
}

/**
 * The edit forms check what they will send with the server's own schema: the changed fields, as PUT takes
 * them. zod and the schema load on first use, as in every form (lib/validation/lazy-resolver.ts).
 */
export const changesResolver = <Output,>(before: Values, loadSchema: () => Promise<z.ZodType<Output, Record<string, unknown>>>) =>
  lazyZodResolver<Values, Output>(() =>
    Promise.all([import("@/lib/validation/zod"), loadSchema()]).then(([{ z }, schema]) => z.custom<Values>().transform((after) => changes(before, after)).pipe(schema)),
  );

// A list field's issue sits on one entry ("certifications.0"): show it on the field.
const fieldMessage = (e: FieldError | FieldError[] | undefined): string | undefined =>
  Array.isArray(e) ? e.find(Boolean)?.message : e?.message;

type Phase = "idle" | "uploading" | "saving";

export function EditProgramDialog({ program, open, onOpenChange }: { program: Program; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [initial] = useState(() => valuesOf(program));
  const [validation] = useState(() => changesResolver(initial, () => import("@/features/programs/schema").then((m) => m.programUpdateSchema)));
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<Values, unknown, ProgramUpdate>({ resolver: validation.resolver, defaultValues: initial });
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const types = useWatch({ control, name: "programTypes" });
  const details = useWatch({ control, name: DETAIL_KEYS }) as unknown[];
  const detailsValue = Object.fromEntries(DETAIL_KEYS.map((k, i) => [k, details[i]])) as ProviderDetailsValue;
  const errorText = (key: keyof Values) => fieldMessage(formState.errors[key] as FieldError | FieldError[] | undefined);

  async function onValid(patch: ProgramUpdate) {
    if (phase !== "idle") return;
    if (file) {
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
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      const issues = error instanceof ApiCallError ? error.issues : [];
      // A detail's issue keeps its whole path ("hours.mon.0"), so it shows beside its own interval.
      for (const i of issues) {
        const top = i.path.split(".")[0] as keyof Values;
        setError((DETAIL_KEYS.includes(top as keyof ProviderDetailsValue) ? i.path : top) as keyof Values, { message: i.message });
      }
      notify("error", "Update Failed", { description: issues[0]?.message ?? "Failed to update the program. Please try again." });
    }
    setPhase("idle");
  }

  const field = (key: Text, label: string, props: React.ComponentProps<"input"> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`edit-${key}`}>{label}</Label>
      <Input
        id={`edit-${key}`}
        aria-invalid={errorText(key) ? true : undefined}
        aria-describedby={errorText(key) ? `edit-${key}-error` : undefined}
        {...props}
        {...register(key)}
      />
      {errorText(key) && (
        <p id={`edit-${key}-error`} className="text-sm text-destructive">
          {errorText(key)}
        </p>
      )}
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => phase === "idle" && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Program</DialogTitle>
          <DialogDescription>
            Rating {program.rating.toFixed(1)} from {program.reviewCount} published reviews (set by moderated reviews, not edited here).
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={handleSubmit(onValid)} onFocus={validation.preload} className="space-y-4" noValidate>
          {field("name", "Program Name *", { required: true })}
          <div className="space-y-1.5">
            <Label htmlFor="edit-description">Description</Label>
            <Textarea id="edit-description" rows={4} aria-invalid={errorText("description") ? true : undefined} {...register("description")} />
            {errorText("description") && <p className="text-sm text-destructive">{errorText("description")}</p>}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("phone", "Phone", { type: "tel" })}
            {field("email", "Email", { type: "email" })}
          </div>
          {field("website", "Website", { type: "url", placeholder: "https://" })}
          {field("address", "Street Address")}
          <div className="grid gap-4 sm:grid-cols-3">
            {field("city", "City")}
            <div className="space-y-1.5">
              <Label htmlFor="edit-state">State</Label>
              <StateSelect id="edit-state" current={initial.state} {...register("state")} />
              {errorText("state") && <p className="text-sm text-destructive">{errorText("state")}</p>}
            </div>
            {field("zipCode", "ZIP Code", { inputMode: "numeric" })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("latitude", "Latitude", { inputMode: "decimal" })}
            {field("longitude", "Longitude", { inputMode: "decimal" })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("priceMin", "Minimum Price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
            {field("priceMax", "Maximum Price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
          </div>
          <ProgramTypesField legend="Program Types" types={types} onChange={(next) => setValue("programTypes", next)} error={errorText("programTypes")} />
          {field("certifications", "Certifications (comma-separated)")}
          <fieldset className="rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Visiting and paying</legend>
            <ProviderDetailsFields
              id="edit-details"
              value={detailsValue}
              errors={errorsByPath(Object.fromEntries(DETAIL_KEYS.map((k) => [k, formState.errors[k]])))}
              onChange={(patch) => {
                for (const [k, v] of Object.entries(patch)) setValue(k as keyof ProviderDetailsValue, v as never, { shouldDirty: true });
              }}
            />
          </fieldset>
          <div className="space-y-1.5 rounded-md border p-3">
            {field("imageUrl", "Image URL", { placeholder: "https://", disabled: Boolean(file) })}
            <div className="space-y-1.5">
              <Label htmlFor="edit-image-file">Or upload an image</Label>
              <Input
                id="edit-image-file"
                type="file"
                accept="image/*,.ico"
                onChange={(e) => {
                  const picked = e.target.files?.[0] ?? null;
                  setFile(picked);
                  // Choosing a file clears the URL field: the uploaded image replaces it.
                  if (picked) setValue("imageUrl", "");
                }}
              />
              <p className="text-sm text-muted-foreground">JPG, PNG, GIF, WebP, SVG or ICO, up to 5 MB. It is stored as a resized WebP copy.</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...register("isActive")} />
              Active (listed in the directory)
            </label>
          </div>
          <fieldset className="space-y-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Verification</legend>
            {field("npiNumber", "NPI number", { inputMode: "numeric", maxLength: 10, placeholder: "10 digits" })}
            <p className="text-sm text-muted-foreground" data-testid="edit-verification-status">
              {verificationText(program)}
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" {...register("isVerified")} />
              Verified (ticking it verifies by our team today; unticking removes the verification)
            </label>
          </fieldset>
          <DialogFooter>
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
