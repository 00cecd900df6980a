"use client";

import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

type Props = {
  src: string | null;
  name: string;
  /** The image names the program ("{name} logo"); off where the name is right beside it (cards). */
  labelled?: boolean;
  /** Above the fold: load at once, with high priority. */
  eager?: boolean;
  /** Size and shape of the box (the default suits a card). */
  className?: string;
};

/**
 * A program's logo or photo (home cards, state pages, the program page, Manage Programs), or a neutral
 * initials placeholder when it has none or it fails to load: never a broken image (DESIGN.md). A plain
 * img: images live on any host the program chose, so next/image would need every host listed.
 */
export function ProgramImage({ src, name, labelled = false, eager = false, className }: Props) {
  const [broken, setBroken] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setBroken(src);
  }, [src]);

  // Joined, not merged (no tailwind-merge on the pages that show cards): `className` replaces the size and corners.
  const box = clsx("shrink-0 overflow-hidden border", className ?? "size-16 rounded-md sm:size-20");
  if (!src || broken === src) {
    return (
      <div className={clsx(box, "flex items-center justify-center bg-accent text-lg font-semibold text-accent-foreground")} aria-hidden="true" data-testid="image-placeholder">
        {initials(name)}
      </div>
    );
  }
  return (
    <div className={clsx(box, "bg-white")}>
      {/* eslint-disable-next-line @next/next/no-img-element -- logos and uploads of any origin, already sized */}
      <img
        ref={img}
        src={src}
        alt={labelled ? `${name} logo` : ""}
        width={96}
        height={96}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className="size-full object-contain"
        onError={() => setBroken(src)}
      />
    </div>
  );
}
