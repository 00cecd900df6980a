import { PROGRAM_TYPES } from "@/features/programs/program-types";

/**
 * The program-type checkboxes of the admin and owner edit forms. Labels outside the list (from imports)
 * stay: ticking adds only that type, unticking takes out only that type.
 */
export function ProgramTypesField({ legend, types, onChange, error, roomy = false }: { legend: string; types: string[]; onChange: (next: string[]) => void; error?: string; roomy?: boolean }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-1.5 sm:grid-cols-2">
        {PROGRAM_TYPES.map((type) => (
          <label key={type} className={roomy ? "flex min-h-8 items-center gap-2 text-sm" : "flex items-center gap-2 text-sm"}>
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={types.includes(type)}
              onChange={(e) => onChange(e.target.checked ? [...types, type] : types.filter((t) => t !== type))}
            />
            {type}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
