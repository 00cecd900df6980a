import type { ComponentProps } from "react";
import { US_STATES } from "@/lib/us-states";

/**
 * The State select of the admin and owner edit forms: every state and DC, and first the listing's own value when
 * it is none of them (an imported row may hold one), so that saving another field never changes it silently.
 */
export function StateSelect({ current, tall = false, ...props }: { current: string; tall?: boolean } & ComponentProps<"select">) {
  return (
    <select
      {...props}
      className={`${tall ? "h-10" : "h-9"} w-full rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm`}
    >
      {!US_STATES.some((s) => s.code === current) && <option value={current}>{current || "Choose a state"}</option>}
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </select>
  );
}
