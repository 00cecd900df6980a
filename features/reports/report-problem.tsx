"use client";

import { Flag } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { ReportFormText } from "./report-dialog";

// The dialog's code (react-hook-form, zod, Radix Dialog) is fetched on the first click only. `ssr: false` gives it
// its own Suspense boundary: without one, the first click suspended the page's, which hid the whole page behind its
// loading skeleton while the code loaded, and the button lost the focus the dialog gives back on close (issue 49).
const ReportDialog = dynamic(() => import("./report-dialog").then((m) => m.ReportDialog), { ssr: false });

/** "Report a problem with this listing" (decisions.md, "Trust"): opens the report form. */
export function ReportProblem({ programId, programName, text }: { programId: string; programName: string; text: ReportFormText }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: "outline", size: null, className: "h-10 w-full px-4 py-2 has-[>svg]:px-3" })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag aria-hidden="true" />
        {text.open}
      </button>
      {wanted && <ReportDialog programId={programId} programName={programName} open={open} onOpenChange={setOpen} text={text} />}
    </>
  );
}
