"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ProgramRow } from "@/db/schema";
import { ApiCallError, apiCall, apiFetch, messageOf } from "@/lib/api/client";
import { PROGRAM_TYPES } from "@/lib/program-types";
import { US_STATES } from "@/lib/us-states";

type Text = "name" | "description" | "phone" | "email" | "website" | "address" | "city" | "state" | "zipCode" | "imageUrl" | "priceMin" | "priceMax" | "latitude" | "longitude" | "certifications";
type Values = Record<Text, string> & { programTypes: string[]; isActive: boolean; isVerified: boolean };

function valuesOf(p: ProgramRow): Values {
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
    programTypes: p.programTypes,
    isActive: p.isActive,
    isVerified: p.isVerified,
  };
}

const price = (text: string): number | null | "invalid" => (text.trim() === "" ? null : /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : "invalid");
const list = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what the admin changed, in the shapes PUT /api/programs/{id} takes. */
function changes(before: Values, after: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ["name", "description", "phone", "email", "website", "address", "city", "state", "zipCode", "imageUrl"] as const) {
    if (after[key].trim() !== before[key].trim()) out[key] = after[key].trim();
  }
  for (const key of ["priceMin", "priceMax"] as const) if (after[key].trim() !== before[key].trim()) out[key] = price(after[key]);
  // Coordinates are sent only when edited, so a new ZIP code can place the program by itself.
  for (const key of ["latitude", "longitude"] as const) if (after[key].trim() !== before[key].trim()) out[key] = after[key].trim();
  if (!same(list(after.certifications), list(before.certifications))) out.certifications = list(after.certifications);
  if (!same([...after.programTypes].sort(), [...before.programTypes].sort())) out.programTypes = after.programTypes;
  if (after.isActive !== before.isActive) out.isActive = after.isActive;
  if (after.isVerified !== before.isVerified) out.isVerified = after.isVerified;
  return out;
}

type Phase = "idle" | "uploading" | "saving";

export function EditProgramDialog({ program, open, onOpenChange }: { program: ProgramRow; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [initial] = useState(() => valuesOf(program));
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>("idle");

  const set = (key: Text) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase !== "idle") return;
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = "Program name is required";
    if (price(values.priceMin) === "invalid") problems.priceMin = "Minimum price must be a whole number of dollars";
    if (price(values.priceMax) === "invalid") problems.priceMax = "Maximum price must be a whole number of dollars";
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const patch = changes(initial, values);
    if (file) {
      setPhase("uploading");
      try {
        const form = new FormData();
        form.append("image", file);
        const { imageUrl } = await apiCall<{ imageUrl: string }>(`/api/programs/${program.id}/image`, { form });
        patch.imageUrl = imageUrl;
      } catch (error) {
        toast.error("Failed to upload image", { description: messageOf(error, "Failed to upload image. Please try again.") });
        setPhase("idle");
        return;
      }
    }
    setPhase("saving");
    try {
      if (Object.keys(patch).length > 0) await apiFetch(`/api/programs/${program.id}`, { method: "PUT", json: patch });
      toast.success("Program Updated", { description: `${values.name.trim()} was saved.` });
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      const issues = error instanceof ApiCallError ? error.issues : [];
      setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
      toast.error("Update Failed", { description: issues[0]?.message ?? "Failed to update the program. Please try again." });
    }
    setPhase("idle");
  }

  const field = (key: Text, label: string, props: React.ComponentProps<"input"> = {}) => (
    <div className="space-y-1.5">
      <Label htmlFor={`edit-${key}`}>{label}</Label>
      <Input
        id={`edit-${key}`}
        value={values[key]}
        onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `edit-${key}-error` : undefined}
        {...props}
      />
      {errors[key] && (
        <p id={`edit-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
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
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {field("name", "Program Name *", { required: true })}
          <div className="space-y-1.5">
            <Label htmlFor="edit-description">Description</Label>
            <Textarea id="edit-description" rows={4} value={values.description} onChange={set("description")} aria-invalid={errors.description ? true : undefined} />
            {errors.description && <p className="text-sm text-destructive">{errors.description}</p>}
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
              <select
                id="edit-state"
                value={values.state}
                onChange={set("state")}
                className="h-9 w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
              >
                {!US_STATES.some((s) => s.code === values.state) && <option value={values.state}>{values.state || "Choose a state"}</option>}
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
              {errors.state && <p className="text-sm text-destructive">{errors.state}</p>}
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
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Program Types</legend>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {PROGRAM_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={values.programTypes.includes(type)}
                    onChange={(e) =>
                      setValues((v) => ({ ...v, programTypes: e.target.checked ? [...v.programTypes, type] : v.programTypes.filter((t) => t !== type) }))
                    }
                  />
                  {type}
                </label>
              ))}
            </div>
            {errors.programTypes && <p className="text-sm text-destructive">{errors.programTypes}</p>}
          </fieldset>
          {field("certifications", "Certifications (comma-separated)")}
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
                  if (picked) setValues((v) => ({ ...v, imageUrl: "" }));
                }}
              />
              <p className="text-sm text-muted-foreground">JPG, PNG, GIF, WebP, SVG or ICO, up to 5 MB. It is stored as a resized WebP copy.</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={values.isActive} onChange={(e) => setValues((v) => ({ ...v, isActive: e.target.checked }))} />
              Active (listed in the directory)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={values.isVerified} onChange={(e) => setValues((v) => ({ ...v, isVerified: e.target.checked }))} />
              Verified
            </label>
          </div>
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
