"use client";

import { useActionState, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import type { BllState } from "./answer-state";
import { BloodLeadAnswer } from "./blood-lead-answer";
import { HOW, MAX_RESULT_LENGTH, WHO, type Echo } from "./input";
import { howLabels, whoLabels, type BloodLeadText } from "./text";

type Errors = Extract<BllState, { kind: "invalid" }>["errors"];
export type BloodLeadAction = (previous: BllState, form: FormData) => Promise<BllState>;

const FIELD = "rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";
const ERROR = "mt-1 text-sm font-medium text-destructive";
const CHOICE = "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-base has-[:checked]:border-primary has-[:checked]:bg-accent";

/**
 * A POST form through a server action (decisions.md, "Care, not just listings", turn 4): it works without
 * JavaScript (the browser posts and the server renders the answer), and the value never sits in a URL, so no
 * history, access log, analytics or Referer carries it. autoComplete="off": the browser does not keep the number.
 * The answer comes first when there is one; the form follows to check another result.
 */
export function BloodLeadForm({ action, initial, text }: { action: BloodLeadAction; initial: BllState; text: BloodLeadText }) {
  const t = text.form;
  const [state, formAction, pending] = useActionState(action, initial);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === "ok") heading.current?.querySelector<HTMLElement>("#bll-answer")?.focus();
  }, [state]);
  const echo = state.kind === "ok" || state.kind === "invalid" ? state.echo : undefined;
  const errors = state.kind === "invalid" ? state.errors : {};
  return (
    <>
      {state.kind === "empty" && state.legacy ? (
        <p role="status" className="mt-6 rounded-md border p-3 text-base" data-testid="bll-legacy">
          {t.legacy}
        </p>
      ) : null}
      {state.kind === "invalid" ? (
        <p role="alert" className="mt-6 rounded-md border border-destructive p-3 text-base font-medium text-destructive">
          {Object.keys(errors).length === 1 ? t.invalidOne : t.invalidSome}
        </p>
      ) : null}
      <div ref={heading}>
        {state.kind === "ok" ? <BloodLeadAnswer reading={state.reading} who={state.who} how={state.how} answer={state.answer} local={state.local} text={text} /> : null}
      </div>
      <form action={formAction} method="post" aria-label={t.formLabel} className="mt-6 space-y-6 rounded-lg border bg-card p-4 sm:p-6 print:hidden" data-testid="bll-form">
        {state.kind === "ok" ? <h2 className="text-xl font-semibold">{t.again}</h2> : null}
        <Fields echo={echo} errors={errors} t={t} />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
          {t.submit}
        </Button>
      </form>
    </>
  );
}

function Fields({ echo, errors, t }: { echo?: Echo; errors: Errors; t: BloodLeadText["form"] }) {
  // A new key per answer: the uncontrolled fields take the echoed values again after each post.
  const key = JSON.stringify(echo ?? {});
  return (
    <div key={key} className="space-y-6">
      <div>
        <label htmlFor="bll-result" className="block text-base font-semibold">
          {t.result}
        </label>
        <p id="bll-result-hint" className="mt-1 text-sm text-muted-foreground">
          {t.resultHint}
        </p>
        <input
          id="bll-result"
          name="result"
          type="text"
          autoComplete="off"
          maxLength={MAX_RESULT_LENGTH}
          defaultValue={echo?.result ?? ""}
          aria-invalid={errors.result ? true : undefined}
          aria-describedby={errors.result ? "bll-result-hint bll-result-error" : "bll-result-hint"}
          className={`mt-2 h-11 w-full max-w-56 ${FIELD}`}
        />
        {errors.result ? (
          <p id="bll-result-error" className={ERROR}>
            {errors.result}
          </p>
        ) : null}
      </div>
      <Choices name="who" legend={t.who} options={WHO} labels={whoLabels(t)} checked={echo?.who} error={errors.who} />
      <Choices name="how" legend={t.how} options={HOW} labels={howLabels(t)} checked={echo?.how} error={errors.how} />
      <div>
        <label htmlFor="bll-zip" className="block text-base font-semibold">
          {t.zip}
        </label>
        <p id="bll-zip-hint" className="mt-1 text-sm text-muted-foreground">
          {t.zipHint}
        </p>
        <input
          id="bll-zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={echo?.zip ?? ""}
          aria-invalid={errors.zip ? true : undefined}
          aria-describedby={errors.zip ? "bll-zip-hint bll-zip-error" : "bll-zip-hint"}
          className={`mt-2 h-11 w-full max-w-32 ${FIELD}`}
        />
        {errors.zip ? (
          <p id="bll-zip-error" className={ERROR}>
            {errors.zip}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Choices<T extends string>(props: { name: string; legend: string; options: readonly T[]; labels: Record<T, string>; checked?: T; error?: string }) {
  const { name, legend, options, labels, checked, error } = props;
  const errorId = `bll-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-base font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((value) => (
          <label key={value} className={CHOICE}>
            <input type="radio" name={name} value={value} defaultChecked={checked === value} className="size-4 accent-primary" />
            {labels[value]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
