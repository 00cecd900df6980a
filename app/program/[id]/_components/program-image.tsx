"use client";

import { Building2 } from "lucide-react";
import Image from "next/image";
import { useState } from "react";
import { cn } from "@/lib/utils";

/**
 * The program's logo or photo, or a neutral icon when it has none or the image fails to load
 * (DESIGN.md: never a broken image). Unoptimized: images may live on any host the program chose.
 */
export function ProgramImage({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const box = cn("flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted sm:size-24", className);
  if (!src || failed) {
    return (
      <div className={box} data-testid="program-image-placeholder">
        <Building2 className="size-8 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  return (
    <div className={cn(box, "bg-white")}>
      <Image
        src={src}
        alt={`${name} logo`}
        width={96}
        height={96}
        unoptimized
        priority
        className="size-full object-contain p-1.5"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
