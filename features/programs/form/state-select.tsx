import type { ComponentProps } from "react";
import { US_STATES } from "@/lib/us-states";

/**
 * The program form's State select. First comes the current value when it is none of the listed states (empty on
 * Add Business; an imported row may hold another), so that saving another field never changes it silently.
 */
export function StateSelect({ current, states = US_STATES, ...props }: { current: string; states?: readonly { code: string; name: string }[] } & ComponentProps<"select">) {
  return (
    <select
      {...props}
      className="h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm"
    >
      {!states.some((s) => s.code === current) && <option value={current}>{current || "Select a state"}</option>}
      {states.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
