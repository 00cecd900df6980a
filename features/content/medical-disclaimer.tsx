import { TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

const BOX = "flex gap-3 border border-warning-border bg-warning p-4 text-warning-foreground";
const LINK = "font-semibold underline underline-offset-4";

/** The guide disclaimer's words (messages/*.json, content.disclaimer): the text runs up to each phone number. */
export type GuideDisclaimerText = { title: string; text: string; emergency: string };

/**
 * The medical disclaimer (DESIGN.md, "Voice": amber is kept for warnings), calm and plain about what the site is
 * and is not, on every guide: general education, with Poison Control and 911. Its words come from the page, in
 * the page's language.
 */
export function GuideDisclaimer({ text, className }: { text: GuideDisclaimerText; className?: string }) {
  return (
    <aside aria-labelledby="medical-disclaimer" className={cn(BOX, "rounded-lg", className)}>
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1 text-sm leading-6">
        <h2 id="medical-disclaimer" className="font-semibold">
          {text.title}
        </h2>
        <p>
          {text.text}{" "}
          <a href="tel:+18002221222" className={LINK}>
            1-800-222-1222
          </a>
          {text.emergency}{" "}
          <a href="tel:911" className={LINK}>
            911
          </a>
          .
        </p>
      </div>
    </aside>
  );
}

/**
 * The directory's disclaimer (program pages): the directory is information, listings are not endorsements.
 * `text`: its words on a page in another language (the catalogue's `program.disclaimer`); English without it.
 */
export function MedicalDisclaimer({ className, text }: { className?: string; text?: { label: string; title: string; text: string } }) {
  return (
    <aside aria-label={text?.label ?? "Medical disclaimer"} className={cn(BOX, "rounded-md text-sm leading-6", className)}>
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      {text ? (
        <p>
          <strong className="font-semibold">{text.title}</strong> {text.text}
        </p>
      ) : (
        <p>
          <strong className="font-semibold">Medical disclaimer:</strong> this directory is for general information
          only and is not medical advice. Listings are not endorsements. Heavy metal testing, detox and chelation
          should be supervised by a qualified, licensed medical professional. Talk to your doctor before starting
          any treatment, and call 911 in an emergency.
        </p>
      )}
    </aside>
  );
}
