"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Prints the answer (the print styles leave out menus, form, footer and map). Hidden without JavaScript's print. */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} className="print:hidden">
      <Printer className="size-4" aria-hidden="true" />
      {label}
    </Button>
  );
}
