"use client";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "next/link";
import type { Mapping, Preview } from "./import-calls";
import { plural } from "@/lib/format";

const FIELDS: { value: string; label: string }[] = [
  { value: "name", label: "Name" },
  { value: "description", label: "Description" },
  { value: "address", label: "Street address" },
  { value: "city", label: "City" },
  { value: "state", label: "State" },
  { value: "zipCode", label: "ZIP code" },
  { value: "phone", label: "Phone" },
  { value: "email", label: "Email" },
  { value: "website", label: "Website" },
  { value: "imageUrl", label: "Image URL" },
  { value: "latitude", label: "Latitude" },
  { value: "longitude", label: "Longitude" },
  { value: "priceMin", label: "Minimum price" },
  { value: "priceMax", label: "Maximum price" },
  { value: "priceUnit", label: "What the price covers" },
  { value: "programTypes", label: "Program types" },
  { value: "certifications", label: "Certifications" },
  { value: "npiNumber", label: "NPI number" },
  { value: "telehealth", label: "Telehealth (yes/no)" },
  { value: "acceptingNewPatients", label: "Accepting new patients (yes/no)" },
  { value: "paymentOptions", label: "Payment options" },
  { value: "languages", label: "Languages" },
  { value: "services", label: "Services" },
  { value: "hours", label: "Opening hours" },
  { value: "sourceId", label: "Source id" },
];

/** Preview results: up to 10 providers then '... and N more'; for files, a 4x3 table and the editable mapping. */
export function PreviewCard({ preview, mapping, onMappingChange }: { preview: Preview | null; mapping: Mapping; onMappingChange: (m: Mapping) => void }) {
  function setField(column: string, field: string) {
    const rest = mapping.filter((m) => m.column !== column && m.field !== field);
    onMappingChange(field ? [...rest, { column, field }] : rest);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview results</CardTitle>
        <CardDescription>
          {preview
            ? `${plural(preview.totalFound, "provider")} found: ${plural(preview.duplicates, "duplicate")}, ${plural(preview.errors, "row")} with errors.`
            : "Run a preview (or upload a file) to see what would be imported."}
        </CardDescription>
      </CardHeader>
      {preview && (
        <CardContent className="space-y-6">
          {preview.fileData && (
            <>
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm" aria-label="File preview">
                  <thead>
                    <tr className="border-b">
                      {preview.fileData.headers.map((h) => (
                        <th key={h} className="px-2 py-1.5 font-medium">
                          {h}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {preview.fileData.sampleRows.map((row, i) => (
                      <tr key={i} className="border-b last:border-0">
                        {row.map((cell, j) => (
                          <td key={j} className="max-w-48 truncate px-2 py-1.5">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="text-muted-foreground mt-1 text-xs">{preview.fileData.totalRows} rows in the file.</p>
              </div>
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">Column mapping</legend>
                <p className="text-muted-foreground text-xs">Each column can fill one program field; unmapped columns are ignored. Missing fields get default values.</p>
                <div className="grid gap-2 xl:grid-cols-2">
                  {preview.fileData.allHeaders.map((column) => (
                    <label key={column} className="flex min-w-0 flex-col gap-1 rounded-md border px-3 py-1.5 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                      <span className="min-w-0 truncate">{column}</span>
                      <select
                        aria-label={`Field for column ${column}`}
                        className="border-input bg-background h-8 w-full shrink-0 rounded-md border px-2 text-sm sm:w-44 sm:max-w-[60%]"
                        value={mapping.find((m) => m.column === column)?.field ?? ""}
                        onChange={(e) => setField(column, e.target.value)}
                      >
                        <option value="">Do not import</option>
                        {FIELDS.map((f) => (
                          <option key={f.value} value={f.value}>
                            {f.label}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          )}
          {preview.issues.length > 0 && <RowIssues preview={preview} />}
          <ul className="divide-y" aria-label="Sample providers">
            {preview.providers.map((p, i) => (
              <li key={`${p.name}-${i}`} className="py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{p.name}</span>
                  {p.rating !== null && (p.reviewCount ?? 0) > 0 && (
                    <span className="text-muted-foreground text-xs">
                      {p.rating.toFixed(1)} ({p.reviewCount} {p.reviewCount === 1 ? "review" : "reviews"} at the source)
                    </span>
                  )}
                  {p.npiNumber && <Badge variant="outline">NPI {p.npiNumber}</Badge>}
                </div>
                <div className="text-muted-foreground text-sm">{[p.address, p.phone].filter(Boolean).join(" · ")}</div>
                {p.programTypes.length > 0 && <div className="text-muted-foreground text-xs">{p.programTypes.join(", ")}</div>}
              </li>
            ))}
          </ul>
          {preview.moreCount > 0 && <p className="text-muted-foreground text-sm">... and {preview.moreCount} more</p>}
        </CardContent>
      )}
    </Card>
  );
}

/** The rows the import would not create, found by its own checks: errors (why) and duplicates (of which program). */
function RowIssues({ preview }: { preview: Preview }) {
  const shownAll = preview.issues.length >= preview.errors + preview.duplicates;
  return (
    <section className="space-y-2" aria-labelledby="row-checks-heading">
      <h3 id="row-checks-heading" className="text-sm font-medium">
        Row checks
      </h3>
      <ul className="max-h-72 space-y-1 overflow-y-auto text-sm" aria-label="Rows with errors or duplicates">
        {preview.issues.map((issue) => (
          <li key={`${issue.kind}-${issue.row}`} className="break-words" data-testid="row-issue">
            <Badge variant={issue.kind === "error" ? "destructive" : "outline"} className="mr-1.5">
              {issue.kind === "error" ? "Error" : "Duplicate"}
            </Badge>
            <span>
              Row {issue.row.toLocaleString("en-US")}, <span className="font-medium">{issue.name}</span>:{" "}
              {issue.kind === "error" ? (
                issue.error
              ) : issue.duplicateOf ? (
                <>
                  already listed as{" "}
                  <Link className="text-primary underline-offset-4 hover:underline" href={`/program/${issue.duplicateOf.id}`}>
                    {issue.duplicateOf.name}
                  </Link>{" "}
                  ({issue.duplicateOf.city}, {issue.duplicateOf.state})
                </>
              ) : issue.earlierRow ? (
                `the same provider as row ${issue.earlierRow.toLocaleString("en-US")}`
              ) : (
                "already listed"
              )}
            </span>
          </li>
        ))}
      </ul>
      {!shownAll && <p className="text-muted-foreground text-xs">The first {preview.issues.length.toLocaleString("en-US")} are listed.</p>}
      <p className="text-muted-foreground text-xs">Rows with errors are not imported. Duplicates are skipped, or update the listed program when Skip duplicates is off.</p>
    </section>
  );
}
