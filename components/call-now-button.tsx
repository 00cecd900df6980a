"use client";

import { Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/notify";

/** Call Now for a program without a usable phone (spec section 8): explains instead of dialing. */
export function CallNowUnavailable({ name }: { name: string }) {
  return (
    <Button
      type="button"
      onClick={() => notify("error", "Phone Number", { description: "Phone number not available for this program." })}
    >
      <Phone aria-hidden="true" />
      Call Now<span className="sr-only"> {name}</span>
    </Button>
  );
}
