import * as React from "react"

import { clsx } from "clsx"

/**
 * A native checkbox drawn like shadcn/ui's (the tick is `.checkbox-tick` in globals.css): it hydrates
 * as one element, needs no script library, and submits with forms. `onCheckedChange` gets the new state.
 * Its classes are joined, not merged (it is in the consent banner, on every page, and no caller overrides
 * them): `className` must not repeat a property set here.
 */
function Checkbox({
  className,
  onChange,
  onCheckedChange,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      className={clsx(
        "checkbox-tick peer border-input checked:bg-primary checked:border-primary focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:ring-destructive/20 aria-invalid:border-destructive size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border bg-transparent bg-center bg-no-repeat shadow-xs transition-shadow outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
        className
      )}
      onChange={(e) => {
        onChange?.(e)
        onCheckedChange?.(e.target.checked)
      }}
      {...props}
    />
  )
}

export { Checkbox }
