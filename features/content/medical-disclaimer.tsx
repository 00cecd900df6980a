import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

const BOX = "flex gap-3 border border-warning-border bg-warning p-4 text-warning-foreground";
const LINK = "font-semibold underline underline-offset-4";

/**
 * The medical disclaimer (DESIGN.md, "Voice": amber is kept for warnings), calm and plain about what
 * the site is and is not. `directory` (program pages): the directory is information, listings are not
 * endorsements. `guide` (every guide): general education, with Poison Control and 911.
 */
export function MedicalDisclaimer({ variant = "directory", className }: { variant?: "directory" | "guide"; className?: string }) {
  if (variant === "guide") {
    return (
      <aside aria-labelledby="medical-disclaimer" className={cn(BOX, "rounded-lg", className)}>
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1 text-sm leading-6">
          <h2 id="medical-disclaimer" className="font-semibold">
            Medical disclaimer
          </h2>
          <p>
            This guide is general education, not medical advice, diagnosis or treatment. Heavy metal testing and
            chelation should be ordered and supervised by a licensed clinician who knows your history. Never start,
            stop or change a treatment because of something you read here. If you think someone has been poisoned,
            call Poison Control at{" "}
            <a href="tel:+18002221222" className={LINK}>
              1-800-222-1222
            </a>
            ; in an emergency, call{" "}
            <a href="tel:911" className={LINK}>
              911
            </a>
            .
          </p>
        </div>
      </aside>
    );
  }
  return (
    <aside aria-label="Medical disclaimer" className={cn(BOX, "rounded-md text-sm leading-6", className)}>
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
