"use client"

import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { Toaster as Sonner, type ToasterProps } from "sonner"

/*
 * shadcn's sonner wrapper without next-themes (the site has one light theme), with the spec's toast
 * constants as defaults (spec section 9): 5000 ms, one toast at a time, F8 focuses notifications,
 * swipe right to dismiss. Error toasts take the destructive colour; nothing else is coloured.
 */
const Toaster = ({ ...props }: ToasterProps) => {
  return (
    <Sonner
      theme="light"
      className="toaster group"
      position="bottom-right"
      duration={5000}
      visibleToasts={1}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      closeButton
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      toastOptions={{
        classNames: {
          description: "!text-muted-foreground",
          error: "!border-destructive !text-destructive",
          warning: "!border-warning-border !bg-warning !text-warning-foreground",
        },
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  )
}

export { Toaster }
