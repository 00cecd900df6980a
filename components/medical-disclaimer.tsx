import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The medical disclaimer every guide and program page carries (DESIGN.md, "Voice"): amber, calm, and
 * plain about what the directory is and is not.
 */
export function MedicalDisclaimer({ className }: { className?: string }) {
  return (
    <aside
      aria-label="Medical disclaimer"
      className={cn(
        "flex gap-3 rounded-md border border-warning-border bg-warning p-4 text-sm leading-6 text-warning-foreground",
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Medical disclaimer:</strong> this directory is for general information
        only and is not medical advice. Listings are not endorsements. Heavy metal testing, detox and chelation
        should be supervised by a qualified, licensed medical professional. Talk to your doctor before starting
        any treatment, and call 911 in an emergency.
      </p>
    </aside>
  );
}
