"use client";

import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ImportResult } from "./import-calls";
import { plural } from "@/lib/format";

const SHOWN = 50;

/** What the import changed, in words: nothing is "live" when nothing was created (issue 53 item 11). */
function resultLine(result: ImportResult): string {
  const parts = [
    result.totalCreated > 0 && `${plural(result.totalCreated, "new program")} ${result.totalCreated === 1 ? "is" : "are"} live in the directory.`,
    result.totalUpdated > 0 && `${plural(result.totalUpdated, "existing program")} ${result.totalUpdated === 1 ? "was" : "were"} updated.`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "No program was added or changed.";
}

/** Import results: totals, each failed row with its provider name, and links to the imported programs. */
export function ResultsCard({ result }: { result: ImportResult | null }) {
  if (!result) return null;
  const totals = [
    ["Processed", result.totalProcessed],
    ["Imported", result.totalImported],
    ["Duplicates skipped", result.duplicates],
    ["Errors", result.errors],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import results</CardTitle>
        <CardDescription>{resultLine(result)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="text-xl font-semibold" data-testid={`total-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {result.errorDetails.length > 0 && (
          <div>
            <h3 className="text-destructive mb-2 text-sm font-medium">Rows not imported</h3>
            <ul className="space-y-1 text-sm" aria-label="Import errors">
              {result.errorDetails.map((e) => (
                <li key={e.row}>
                  <span className="font-medium">{e.providerName}</span> (row {e.row}): {e.error}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result.importedPrograms.length > 0 && (
          <div>
            <h3 className="mb-2 text-sm font-medium">Imported programs</h3>
            <ul className="space-y-1 text-sm" aria-label="Imported programs">
              {result.importedPrograms.slice(0, SHOWN).map((p) => (
                <li key={p.id}>
                  <Link className="text-primary underline-offset-4 hover:underline" href={`/program/${p.id}`}>
                    {p.name}
                  </Link>{" "}
                  <span className="text-muted-foreground">
                    {p.city}, {p.state}
                  </span>
                </li>
              ))}
            </ul>
            {result.importedPrograms.length > SHOWN && <p className="text-muted-foreground mt-1 text-sm">... and {(result.totalImported - SHOWN).toLocaleString("en-US")} more</p>}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
