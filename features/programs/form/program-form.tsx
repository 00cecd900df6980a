"use client";

import { useState } from "react";
import { useForm, useWatch, type FieldError, type RegisterOptions } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { Program } from "@/features/programs/data";
import { PRICE_UNIT_LABELS, PRICE_UNITS } from "@/features/programs/pricing";
import { verificationText } from "@/features/programs/trust";
import type { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import { describedBy, Field } from "./field";
import { checkFile, ImageFileInput } from "./image-field";
import { ProgramTypesField } from "./program-types-field";
import { errorsByPath, ProviderDetailsFields, type ProviderDetailsValue } from "./provider-details-fields";
import { StateSelect } from "./state-select";
import { DETAIL_KEYS, messageOf, type TextKey, type Values } from "./values";

/**
 * The one program form. Its three users see the same sections, labels, order and controls; a mode only adds
 * what its user may set:
 * - "add": Add Business, a new listing (website required; no prices, certifications or coordinates);
 * - "owner": the owner's edit (adds prices and certifications; the image only by upload);
 * - "admin": the Manage Programs dialog (adds coordinates, the active state and verification).
 */
export type ProgramFormMode = "add" | "owner" | "admin";

type Validation<Output> = ReturnType<typeof lazyZodResolver<Values, Output>>;

/** The form state shared by the three modes: react-hook-form on {@link Values}, and the picked image file. */
export function useProgramForm<Output>(initial: Values, validation: Validation<Output>) {
  const form = useForm<Values, unknown, Output>({ resolver: validation.resolver, defaultValues: initial });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  // Remounting the file input is how it is emptied (its value cannot be set from script).
  const [fileInputKey, setFileInputKey] = useState(0);

  function clearFile() {
    setFile(null);
    setFileError(undefined);
    setFileInputKey((k) => k + 1);
  }

  function pickFile(picked: File | null) {
    if (!picked) return clearFile();
    const problem = checkFile(picked);
    if (problem) {
      clearFile();
      setFileError(problem);
      return;
    }
    setFileError(undefined);
    setFile(picked);
    // Spec: choosing a file clears the image URL field.
    form.setValue("imageUrl", "", { shouldValidate: false });
    form.clearErrors("imageUrl");
  }

  return { form, initial, image: { file, fileError, fileInputKey, pickFile, clearFile } };
}

export type ProgramFormState<Output> = ReturnType<typeof useProgramForm<Output>>;

const HINTS = {
  description: "What the program offers: testing, supervision, treatments.",
  website: { add: "Starting with https:// or http://", owner: "Changing it does not end your claim; a later website-token sign-in checks the new site.", admin: undefined },
  certifications: "Separate them with commas. Shown as the provider\u2019s own statement (\u201cListed by provider\u201d), not as something we checked.",
};

/**
 * The fields of the program form, in fieldsets. `locked` disables them while the form is sent; `imageLocked`
 * the image only (Add Business keeps the file choice open when the upload failed after the program was added).
 */
export function ProgramFields<Output>({
  mode,
  state,
  program,
  locked,
  imageLocked = locked,
}: {
  mode: ProgramFormMode;
  state: ProgramFormState<Output>;
  /** The saved program (edit modes): the verification line of the admin dialog. */
  program?: Program;
  locked: boolean;
  imageLocked?: boolean;
}) {
  const { form, initial, image } = state;
  const { register, setValue, control, formState } = form;
  const prefix = mode === "add" ? "" : `${mode === "admin" ? "edit" : "owner"}-`;
  const types = useWatch({ control, name: "programTypes" });
  const details = useWatch({ control, name: DETAIL_KEYS }) as unknown[];
  const detailsValue = Object.fromEntries(DETAIL_KEYS.map((k, i) => [k, details[i]])) as ProviderDetailsValue;
  const error = (key: keyof Values) => messageOf(formState.errors[key] as FieldError | FieldError[] | undefined);

  const text = (key: TextKey, label: string, opts: { required?: boolean; hint?: string; className?: string; rules?: RegisterOptions<Values, TextKey> } & React.ComponentProps<"input"> = {}) => {
    const { required, hint, className, rules, ...props } = opts;
    const id = `${prefix}${key}`;
    return (
      <Field id={id} label={label} required={required} hint={hint} error={error(key)} className={className}>
        <Input id={id} aria-required={required || undefined} {...describedBy(id, error(key), Boolean(hint))} {...props} {...register(key, rules)} />
      </Field>
    );
  };
  const id = (key: string) => `${prefix}${key}`;

  return (
    <>
      <fieldset disabled={locked} className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">About the program</legend>
        {text("name", "Program Name", { required: true, autoComplete: "organization" })}
        <div className="grid gap-5 sm:grid-cols-2">
          {text("phone", "Phone", { required: true, type: "tel", autoComplete: "tel" })}
          {text("email", "Email", { type: "email", autoComplete: "email" })}
        </div>
        <Field id={id("description")} label="Description" required hint={HINTS.description} error={error("description")}>
          <Textarea id={id("description")} rows={5} aria-required className="min-h-28" {...describedBy(id("description"), error("description"), true)} {...register("description")} />
        </Field>
        {text("website", "Website", { required: mode === "add", type: "url", inputMode: "url", autoComplete: "url", placeholder: "https://", hint: HINTS.website[mode] })}
        {mode !== "add" && text("certifications", "Certifications and memberships", { hint: HINTS.certifications })}
      </fieldset>

      <fieldset disabled={locked} className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">Location</legend>
        {text("address", "Street Address", { required: true, autoComplete: "street-address" })}
        <div className="grid gap-5 sm:grid-cols-[2fr_2fr_1fr]">
          {text("city", "City", { required: true, autoComplete: "address-level2" })}
          <Field id={id("state")} label="State" required error={error("state")}>
            <StateSelect
              id={id("state")}
              current={initial.state}
              autoComplete="address-level1"
              aria-required
              {...describedBy(id("state"), error("state"))}
              {...register("state")}
            />
          </Field>
          {text("zipCode", "ZIP Code", { required: true, inputMode: "numeric", autoComplete: "postal-code" })}
        </div>
        {mode === "admin" && (
          <div className="grid gap-5 sm:grid-cols-2">
            {text("latitude", "Latitude", { inputMode: "decimal" })}
            {text("longitude", "Longitude", { inputMode: "decimal" })}
          </div>
        )}
      </fieldset>

      <ProgramTypesField id={id("programTypes")} types={types} disabled={locked} error={error("programTypes")} onChange={(next) => setValue("programTypes", next, { shouldDirty: true, shouldValidate: formState.isSubmitted })} />

      <fieldset disabled={locked} className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">Visiting and paying</legend>
        <p className="text-sm text-muted-foreground">What people choose a provider by. Leave anything you do not want to say as not provided.</p>
        {mode !== "add" && (
          <div className="grid gap-5 sm:grid-cols-2">
            {text("priceMin", "Minimum Price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
            {text("priceMax", "Maximum Price ($)", { type: "number", min: 0, step: 1, inputMode: "numeric" })}
            <Field id={id("priceUnit")} label="What the price covers" hint="Shown after the price: “$150 - $400 per visit”." error={error("priceUnit")} className="sm:col-span-2">
              <NativeSelect id={id("priceUnit")} wrapperClassName="w-full sm:w-80" {...describedBy(id("priceUnit"), error("priceUnit"), true)} {...register("priceUnit")}>
                <option value="">Not given</option>
                {PRICE_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {PRICE_UNIT_LABELS[u]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
        )}
        <ProviderDetailsFields
          id={id("details")}
          value={detailsValue}
          disabled={locked}
          errors={errorsByPath(Object.fromEntries(DETAIL_KEYS.map((k) => [k, formState.errors[k]])))}
          onChange={(patch) => {
            for (const [k, v] of Object.entries(patch)) setValue(k as keyof ProviderDetailsValue, v as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
        />
      </fieldset>

      <fieldset disabled={imageLocked} className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">Image</legend>
        <p className="text-sm text-muted-foreground">
          {mode === "owner" ? "A photo of the facility or the program\u2019s logo. It is stored as a resized copy." : "A photo of the facility or the program\u2019s logo: give its address or upload a file."}
        </p>
        {mode !== "owner" &&
          text("imageUrl", "Image URL", {
            type: "url",
            inputMode: "url",
            placeholder: "https://",
            disabled: locked,
            rules: { onChange: () => image.file && image.clearFile() },
          })}
        <ImageFileInput key={image.fileInputKey} id={id("image-file")} withUrl={mode !== "owner"} file={image.file} error={image.fileError} disabled={imageLocked} onPick={image.pickFile} onClear={image.clearFile} />
      </fieldset>

      {mode === "admin" && program && (
        <fieldset disabled={locked} className="space-y-4">
          <legend className="mb-1 text-lg font-semibold">Listing and verification</legend>
          <label className="flex min-h-9 items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register("isActive")} />
            Active (listed in the directory)
          </label>
          {text("npiNumber", "NPI number", { inputMode: "numeric", maxLength: 10, placeholder: "10 digits" })}
          <p className="text-sm text-muted-foreground" data-testid="edit-verification-status">
            {verificationText(program)}
          </p>
          <label className="flex min-h-9 items-center gap-3 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...register("isVerified")} />
            Verified (ticking it verifies by our team today; unticking removes the verification)
          </label>
        </fieldset>
      )}
    </>
  );
}

/** The form's footnote on required fields, shown above the fields in every mode. */
export function RequiredNote() {
  return (
    <p className="text-sm text-muted-foreground">
      Fields marked <span className="text-destructive">*</span> are required.
    </p>
  );
}
