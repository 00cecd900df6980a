"use client"

import * as React from "react"
import { clsx } from "clsx"

/*
 * Tabs after the WAI-ARIA tabs pattern (automatic activation), drawn like shadcn/ui's, without a library:
 * the program page (their only user) hydrates them with no Radix code, and nothing reads the page's
 * styles while it hydrates (Radix's Presence did, forcing a style recalculation of the whole page).
 * Arrow keys, Home and End move between tabs and select them; only the selected tab is in the Tab order.
 * Each trigger is a link (`href`), so a tab also works without JavaScript and opens in a new browser tab.
 * Classes are joined, not merged (no tailwind-merge): `className` must not repeat a property set here.
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string }

const TabsContext = React.createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = React.useContext(TabsContext)
  if (!state) throw new Error("Tabs parts must be inside <Tabs>")
  return state
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string
  onValueChange: (value: string) => void
  className?: string
  children: React.ReactNode
}) {
  const baseId = React.useId()
  const state = React.useMemo(() => ({ value, select: onValueChange, baseId }), [value, onValueChange, baseId])
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" className={clsx("flex flex-col gap-4", className)}>
        {children}
      </div>
    </TabsContext>
  )
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const { select } = useTabs()
  function move(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event)
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
    const at = tabs.indexOf(document.activeElement as HTMLElement)
    if (at < 0) return
    const to =
      event.key === "ArrowRight" ? (at + 1) % tabs.length
      : event.key === "ArrowLeft" ? (at - 1 + tabs.length) % tabs.length
      : event.key === "Home" ? 0
      : event.key === "End" ? tabs.length - 1
      : -1
    if (to < 0) return
    event.preventDefault()
    tabs[to]!.focus()
    const next = tabs[to]!.dataset.value
    if (next) select(next)
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={move}
      className={clsx(
        "bg-muted text-muted-foreground inline-flex h-11 w-full items-center justify-center rounded-lg p-[3px] sm:w-fit",
        className
      )}
      {...props}
    />
  )
}

function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"a">, "href"> & { value: string; href: string }) {
  const { value: selected, select, baseId } = useTabs()
  const active = selected === value
  return (
    <a
      role="tab"
      id={triggerId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      data-value={value}
      data-slot="tabs-trigger"
      onClick={(event) => {
        onClick?.(event)
        // A plain click switches in place; with a modifier key the link opens its URL as links do.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        select(value)
      }}
      className={clsx(
        "data-[state=active]:bg-background dark:data-[state=active]:text-foreground focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:outline-ring dark:data-[state=active]:border-input dark:data-[state=active]:bg-input/30 text-foreground dark:text-muted-foreground inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-4 py-1 text-sm font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 sm:min-w-28",
        className
      )}
      {...props}
    />
  )
}

/** A tab's panel. `forceMount` keeps it in the HTML while another tab is selected (hidden with CSS). */
function TabsContent({
  value,
  forceMount = false,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const { value: selected, baseId } = useTabs()
  const active = selected === value
  if (!active && !forceMount) return null
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      tabIndex={0}
      data-state={active ? "active" : "inactive"}
      data-slot="tabs-content"
      className={clsx("flex-1 outline-none data-[state=inactive]:hidden", className)}
      {...props}
    />
  )
}

export { Tabs, TabsList, TabsTrigger, TabsContent }
