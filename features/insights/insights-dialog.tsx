"use client";

import { ChartColumn } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { InsightsPanel } from "./insights-panel";

/** Manage Programs: a program's insights, as its owner sees them. */
export function ProgramInsightsDialog({ programId, programName, onOpenChange }: { programId: string; programName: string; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ChartColumn aria-hidden="true" className="size-5" /> Insights of {programName}
          </DialogTitle>
          <DialogDescription>Page views and Call Now, website and directions clicks per day.</DialogDescription>
        </DialogHeader>
        <InsightsPanel src={`/api/admin/programs/${programId}/insights`} />
      </DialogContent>
    </Dialog>
  );
}
