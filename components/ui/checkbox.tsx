import * as React from "react"

import { clsx } from "clsx"

/**
 * A native checkbox drawn like shadcn/ui's, by one short class (`.checkbox-tick` in globals.css, with the
 * tick): it hydrates as one element, needs no script library, and submits with forms. `onCheckedChange`
 * gets the new state. The class sits in the components layer, so utilities in `className` override it.
 * Short because a page can hold many: the home page's filter panel has up to 53, and its markup is rendered on
 * every search.
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
        "checkbox-tick peer",
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
