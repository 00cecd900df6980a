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
import { REPORT_REASONS, type ReportCreate, type ReportCreateInput } from "@/features/reports/schema";
import { errorText as inLanguage, type ErrorWords } from "@/lib/i18n/error-text";
import { fill } from "@/lib/i18n/fill";
import type { Messages } from "@/lib/i18n/catalogues";

/** The dialog's words in the page's language (messages/*.json `reportForm`, made by `reportFormText`), errors mapped. */
export type ReportFormText = Omit<Messages["reportForm"], "errors"> & ErrorWords;
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

const EMPTY = { reason: "" as ReportCreateInput["reason"], details: "", email: "" };
const FIELDS = new Set<string>(["reason", "details", "email"]);

// The shared schema, loaded on first use, as in every form (lib/validation/lazy-resolver.ts).
const validation = lazyZodResolver<ReportCreateInput, ReportCreate>(() => import("@/features/reports/schema").then((m) => m.reportCreateSchema));

type Props = { programId: string; programName: string; open: boolean; onOpenChange: (open: boolean) => void; text: ReportFormText };

/** The report form: reason, details, optional email; checked with the server's own schema. */
export function ReportDialog({ programId, programName, open, onOpenChange, text: t }: Props) {
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
      notify("success", t.sentTitle, { description: t.sentText });
    } catch (error) {
      for (const { field, message } of fieldIssues<FieldPath<ReportCreateInput>>(error, FIELDS)) setError(field, { message });
      // The API answers in English: on another language's page a message the form does not know reads as "try again".
      const message = serverMessage(error, t.failedText);
      notify("error", t.failedTitle, { description: t.otherError && !Object.hasOwn(t.errors, message) ? t.failedText : inLanguage(message, t) });
    }
  }

  const describe = (field: keyof ReportCreateInput) => (errors[field] ? `report-${field}-error` : undefined);
  const errorText = (field: keyof ReportCreateInput) =>
    errors[field]?.message ? (
      <p id={`report-${field}-error`} className="text-sm text-destructive">
        {inLanguage(errors[field].message, t)}
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
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" closeLabel={t.close}>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>
            {fill(t.description, { name: programName })}
          </DialogDescription>
        </DialogHeader>
        {sent ? (
          <div className="space-y-4" role="status">
            <p>{t.thanks}</p>
            <p className="text-sm text-muted-foreground">
              <Link href={t.nextHref} className="font-medium text-primary underline underline-offset-4">
                {t.next}
              </Link>
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                {t.close}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="report-reason">{t.reason}</Label>
              <NativeSelect id="report-reason" wrapperClassName="w-full" className="h-10" aria-invalid={errors.reason ? true : undefined} aria-describedby={describe("reason")} {...register("reason")}>
                <option value="">{t.chooseReason}</option>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t.reasons[r]}
                  </option>
                ))}
              </NativeSelect>
              {errorText("reason")}
            </div>
            <div className="space-y-2">
              <Label htmlFor="report-details">{t.details}</Label>
              <Textarea id="report-details" rows={4} className="field-sizing-fixed" aria-invalid={errors.details ? true : undefined} aria-describedby={describe("details") ?? "report-details-note"} {...register("details")} />
              {errorText("details") ?? (
                <p id="report-details-note" className="text-xs text-muted-foreground">
                  {t.detailsNote}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor="report-email">{t.email}</Label>
              <Input id="report-email" type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} aria-describedby={describe("email") ?? "report-email-note"} {...register("email")} />
              {errorText("email") ?? (
                <p id="report-email-note" className="text-xs text-muted-foreground">
                  {t.emailNote}
                </p>
              )}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? t.sending : t.send}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
