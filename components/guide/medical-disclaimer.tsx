import { TriangleAlert } from "lucide-react";

/** The medical disclaimer every guide carries (amber: DESIGN.md keeps amber for warnings). */
export function MedicalDisclaimer() {
  return (
    <aside
      aria-labelledby="medical-disclaimer"
      className="flex gap-3 rounded-lg border border-warning-border bg-warning p-4 text-warning-foreground"
    >
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
          <a href="tel:+18002221222" className="font-semibold underline underline-offset-4">
            1-800-222-1222
          </a>
          ; in an emergency, call{" "}
          <a href="tel:911" className="font-semibold underline underline-offset-4">
            911
          </a>
          .
        </p>
      </div>
    </aside>
  );
}
