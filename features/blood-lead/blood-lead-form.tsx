import { Button } from "@/components/ui/button";
import { HOW, HOW_LABELS, WHO, WHO_LABELS, type Echo, type Parsed } from "./input";

type Errors = Extract<Parsed, { kind: "invalid" }>["errors"];

const FIELD = "rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive";
const ERROR = "mt-1 text-sm font-medium text-destructive";
const CHOICE = "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-base has-[:checked]:border-primary has-[:checked]:bg-accent";

/**
 * A GET form (role="search": the project's convention for GET forms, tests/forms/form-method.test.tsx):
 * it works without JavaScript, and the browser loads the answer as a new page, so no client script ever
 * sees the value (README.md, "Privacy"). autoComplete="off": the browser does not keep the number. The
 * action's fragment takes the reader to the answer (a GET keeps it; without an answer the page stays at the top).
 */
export function BloodLeadForm({ echo, errors = {} }: { echo?: Echo; errors?: Errors }) {
  return (
    <form method="get" action="/blood-lead-levels#bll-answer" role="search" aria-label="Blood lead result" className="mt-6 space-y-6 rounded-lg border bg-card p-4 sm:p-6">
      <div>
        <label htmlFor="bll-result" className="block text-base font-semibold">
          Blood lead result, in µg/dL
        </label>
        <p id="bll-result-hint" className="mt-1 text-sm text-muted-foreground">
          The number on the report, for example 4.2. Reports may write µg/dL as ug/dL or mcg/dL.
        </p>
        <input
          id="bll-result"
          name="result"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={24}
          defaultValue={echo?.result ?? ""}
          aria-invalid={errors.result ? true : undefined}
          aria-describedby={errors.result ? "bll-result-hint bll-result-error" : "bll-result-hint"}
          className={`mt-2 h-11 w-full max-w-48 ${FIELD}`}
        />
        {errors.result ? (
          <p id="bll-result-error" className={ERROR}>
            {errors.result}
          </p>
        ) : null}
      </div>
      <Choices name="who" legend="Who was tested?" options={WHO} labels={WHO_LABELS} checked={echo?.who} error={errors.who} />
      <Choices name="how" legend="How was the blood taken?" options={HOW} labels={HOW_LABELS} checked={echo?.how} error={errors.how} />
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Show what it means
      </Button>
    </form>
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
