import { PROGRAM_TYPES } from "@/features/programs/program-types";

/**
 * The program-type checkboxes. Labels outside the list (from imports) stay: ticking adds only that type,
 * unticking takes out only that type.
 */
export function ProgramTypesField({ id, types, onChange, error, disabled }: { id: string; types: string[]; onChange: (next: string[]) => void; error?: string; disabled?: boolean }) {
  return (
    <fieldset disabled={disabled} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-lg font-semibold">Program Types</legend>
      <p className="mb-3 text-sm text-muted-foreground">Choose every type that describes the program.</p>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {PROGRAM_TYPES.map((type) => (
          <label key={type} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              value={type}
              className="size-4 shrink-0 accent-primary"
              checked={types.includes(type)}
              onChange={(e) => onChange(e.target.checked ? [...types, type] : types.filter((t) => t !== type))}
            />
            {type}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
