"use client";

import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** A program's image, or a neutral placeholder icon when it has none or the image fails to load. */
export function ProgramImage({ src, name }: { src: string | null; name: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before React hydrated never fires onError for us: check once on mount.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(src);
  }, [src]);
  if (!src || broken === src) {
    return (
      <div className="flex size-14 shrink-0 items-center justify-center rounded-md border bg-muted text-muted-foreground" data-testid="image-placeholder">
        <ImageOff className="size-6" role="img" aria-label={`No image for ${name}`} />
      </div>
    );
  }
  return (
    // Any host or our own uploads; next/image would need every host listed up front.
    // eslint-disable-next-line @next/next/no-img-element
    <img ref={ref} src={src} alt={`${name} logo`} className="size-14 shrink-0 rounded-md border bg-white object-contain" loading="lazy" onError={() => setBroken(src)} />
  );
}
