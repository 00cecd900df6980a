"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { apiCall, fieldIssues, serverMessage } from "@/lib/http/client";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportCreate, type ReportCreateInput } from "@/features/reports/schema";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

const EMPTY = { reason: "" as ReportCreateInput["reason"], details: "", email: "" };
const FIELDS = new Set<string>(["reason", "details", "email"]);

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<ReportCreateInput, ReportCreate>(() => import("@/features/reports/schema").then((m) => m.reportCreateSchema));

type Props = { programId: string; programName: string; open: boolean; onOpenChange: (open: boolean) => void };

/** The report form: reason, details, optional email; checked with the server's own schema. */
export function ReportDialog({ programId, programName, open, onOpenChange }: Props) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReportCreateInput, unknown, ReportCreate>({ resolver: validation.resolver, defaultValues: EMPTY });

  async function onSubmit(values: ReportCreate) {
    try {
      await apiCall<{ id: string; status: "open" }>(`/api/programs/${programId}/reports`, { json: values });
      reset(EMPTY);
      setSent(true);
      notify("success", "Report sent", { description: "Thank you. Our team will look at this listing." });
    } catch (error) {
      for (const { field, message } of fieldIssues<FieldPath<ReportCreateInput>>(error, FIELDS)) setError(field, { message });
      notify("error", "Failed to send the report", { description: serverMessage(error, "Please try again later.") });
    }
  }

  const describe = (field: keyof ReportCreateInput) => (errors[field] ? `report-${field}-error` : undefined);
  const errorText = (field: keyof ReportCreateInput) =>
    errors[field]?.message ? (
      <p id={`report-${field}-error`} className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSent(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Report a problem</DialogTitle>
          <DialogDescription>
            Tell us what is wrong with the listing of {programName}. Our team reviews every report.
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="space-y-4" role="status">
            <p>Thank you. Your report was received and our team will check this listing.</p>
            <p className="text-sm text-muted-foreground">
              <Link href="/about/listings#report" className="font-medium text-primary underline underline-offset-4">
                What happens next
              </Link>
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="report-reason">What is wrong?</Label>
              <NativeSelect id="report-reason" wrapperClassName="w-full" className="h-10" aria-invalid={errors.reason ? true : undefined} aria-describedby={describe("reason")} {...register("reason")}>
                <option value="">Choose a reason</option>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {REPORT_REASON_LABELS[r]}
                  </option>
                ))}
              </NativeSelect>
              {errorText("reason")}
            </div>
            <div className="space-y-2">
              <Label htmlFor="report-details">Details</Label>
              <Textarea id="report-details" rows={4} className="field-sizing-fixed" aria-invalid={errors.details ? true : undefined} aria-describedby={describe("details") ?? "report-details-note"} {...register("details")} />
              {errorText("details") ?? (
                <p id="report-details-note" className="text-xs text-muted-foreground">
                  10 to 1,000 characters. Please do not include health information.
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor="report-email">Email (optional)</Label>
              <Input id="report-email" type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} aria-describedby={describe("email") ?? "report-email-note"} {...register("email")} />
              {errorText("email") ?? (
                <p id="report-email-note" className="text-xs text-muted-foreground">
                  Only if you want us to be able to ask you a question. Never shown publicly.
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Sending..." : "Send report"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
