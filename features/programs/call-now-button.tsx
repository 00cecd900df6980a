"use client";

import { Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";
import { useHydrated } from "@/lib/use-hydrated";

/** Call Now for a program without a usable phone (spec section 8): explains instead of dialing. */
export function CallNowUnavailable({ name, text }: { name: string; text?: { button: string; title: string; unavailable: string } }) {
  // Its only effect is a toast: disabled until that can be raised, so a press while the page loads is not lost.
  const hydrated = useHydrated();
  return (
    <Button
      type="button"
      disabled={!hydrated}
      onClick={() => notify("error", text?.title ?? "Phone Number", { description: text?.unavailable ?? "Phone number not available for this program." })}
    >
      <Phone aria-hidden="true" />
      {text?.button ?? "Call Now"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
