"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describedBy } from "./field";

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/gif,image/webp,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.ico,.jpg,.jpeg,.png,.gif,.webp,.svg";
const ALLOWED_NAME = /\.(jpe?g|png|gif|webp|svg|ico)$/i;

/** Why a picked file cannot be used, or null. The server sniffs the bytes again; this is for quick feedback. */
export function checkFile(file: File): string | null {
  if (!ALLOWED_NAME.test(file.name) && !/^image\/(jpeg|png|gif|webp|svg\+xml|x-icon|vnd\.microsoft\.icon)$/.test(file.type)) {
    return "Please choose a JPG, PNG, GIF, WebP, SVG or ICO image.";
  }
  if (file.size > MAX_FILE_BYTES) return "The image must be 5 MB or smaller.";
  if (file.size === 0) return "The chosen file is empty.";
  return null;
}

/** The file half of "image as a URL or a file": the URL input lives in the form, registered with it. */
export function ImageFileInput({
  id = "image-file",
  withUrl = true,
  file,
  error,
  disabled,
  onPick,
  onClear,
}: {
  id?: string;
  /** Whether the form also offers an image URL, which a chosen file clears. */
  withUrl?: boolean;
  file: File | null;
  error?: string;
  disabled?: boolean;
  onPick: (file: File | null) => void;
  onClear: () => void;
}) {
  const hint = `JPG, PNG, GIF, WebP, SVG or ICO, up to 5 MB.${withUrl ? " Choosing a file clears the image URL." : ""}`;
  return (
    <div>
      <Label htmlFor={id} className="mb-2">
        Upload an image
      </Label>
      <Input
        id={id}
        name="image"
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        className="h-auto cursor-pointer py-1.5"
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        {...describedBy(id, error, true)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {file && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span className="break-all">
            Selected: <span className="font-medium">{file.name}</span> ({Math.max(1, Math.round(file.size / 1024))} KB)
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={disabled}>
            Remove file
          </Button>
        </div>
      )}
    </div>
  );
}
