"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** A program's image, or a neutral initials placeholder when there is none or it fails to load. */
export function ProgramThumb({ src, name, eager = false, className }: { src: string | null; name: string; eager?: boolean; className?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);

  const box = cn("size-16 shrink-0 overflow-hidden rounded-md border bg-muted sm:size-20", className);
  if (!src || failed) {
    return (
      <div className={cn(box, "flex items-center justify-center bg-accent text-lg font-semibold text-accent-foreground")} aria-hidden="true">
        {initials(name)}
      </div>
    );
  }
  return (
    <div className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos and uploads of any origin, already sized */}
      <img
        ref={img}
        src={src}
        alt=""
        width={80}
        height={80}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-contain"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
