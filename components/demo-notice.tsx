import { Info } from "lucide-react";

/** Slim site-wide notice shown while the fictional demo data set is loaded (decisions.md, "Running it"). */
export async function DemoNotice({ show, text }: { show: boolean; text: string }) {
  if (!show) return null;
  return (
    <div
      role="note"
      className="border-b border-warning-border bg-warning px-4 py-1.5 text-center text-sm text-warning-foreground print:hidden"
    >
      <Info className="mr-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
      {text}
    </div>
  );
}
