"use client";

import { Download, FileSpreadsheet, Search, Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { US_STATES } from "@/lib/us-states";

export type Config = {
  source: string;
  state: string;
  previewLimit: number;
  maxImport: number;
  apiKey: string;
  skipDuplicates: boolean;
  replaceAll: boolean;
};

const SOURCES = [
  { value: "google", label: "Google Places" },
  { value: "acam", label: "ACAM member export (CSV)" },
  { value: "excel", label: "Excel file (.xlsx)" },
  { value: "csv", label: "CSV file" },
  { value: "yelp", label: "Yelp" },
  { value: "npi", label: "NPI Registry" },
];

const selectClass =
  "border-input bg-background h-9 w-full rounded-md border px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-ring/50 focus-visible:ring-[3px]";
const clamp = (v: string, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};

type Props = {
  config: Config;
  onChange: (patch: Partial<Config>) => void;
  onReplaceAllChange: (checked: boolean) => void;
  onFile: (file: File) => void;
  onPreview: () => void;
  onExecute: () => void;
  onDownload: (kind: "csv" | "excel" | "export" | "programs-csv" | "programs-xlsx") => void;
  busy: "preview" | "import" | null;
  canExecute: boolean;
};

export function ConfigCard({ config, onChange, onReplaceAllChange, onFile, onPreview, onExecute, onDownload, busy, canExecute }: Props) {
  const fileSource = config.source === "csv" || config.source === "acam" || config.source === "excel";
  const accept = config.source === "excel" ? ".xlsx,.xls" : ".csv";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Import configuration</CardTitle>
        <CardDescription>Choose a source, preview what it finds, then import.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="import-source">Source</Label>
          <select id="import-source" className={selectClass} value={config.source} onChange={(e) => onChange({ source: e.target.value })}>
            {SOURCES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {fileSource ? (
          <div className="space-y-1.5">
            <Label htmlFor="import-file">{config.source === "excel" ? "Excel file (.xlsx)" : config.source === "acam" ? "ACAM member CSV export" : "CSV file"}</Label>
            <Input
              id="import-file"
              key={config.source}
              type="file"
              accept={accept}
              disabled={busy !== null}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onFile(file);
              }}
            />
            <p className="text-muted-foreground text-xs">
              <Upload className="mr-1 inline size-3" aria-hidden />
              Uploading a file previews it at once.
              {config.source === "acam" && " ACAM has no public API: export the member directory as CSV and upload it here."}
            </p>
          </div>
        ) : (
          <>
            <div className="space-y-1.5">
              <Label htmlFor="import-state">Target state</Label>
              <select id="import-state" className={selectClass} value={config.state} onChange={(e) => onChange({ state: e.target.value })}>
                <option value="all">All states</option>
                {US_STATES.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="preview-limit">Preview limit</Label>
                <Input id="preview-limit" type="number" min={10} max={200} value={config.previewLimit} onChange={(e) => onChange({ previewLimit: clamp(e.target.value, 10, 200, 50) })} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="max-import">Maximum import</Label>
                <Input id="max-import" type="number" min={10} max={500} value={config.maxImport} onChange={(e) => onChange({ maxImport: clamp(e.target.value, 10, 500, 100) })} />
              </div>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="api-key">API key (required for production imports)</Label>
              <Input id="api-key" type="password" autoComplete="off" value={config.apiKey} onChange={(e) => onChange({ apiKey: e.target.value })} placeholder="Google Places or Yelp key" />
              <p className="text-muted-foreground text-xs">Sent to the source only; the server&apos;s key is used when empty.</p>
            </div>
          </>
        )}
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="accent-primary size-4" checked={config.skipDuplicates} onChange={(e) => onChange({ skipDuplicates: e.target.checked })} />
            Skip duplicates
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="accent-destructive size-4" checked={config.replaceAll} onChange={(e) => onReplaceAllChange(e.target.checked)} />
            Replace All (delete every program, then import)
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPreview} disabled={busy !== null}>
            <Search aria-hidden />
            {busy === "preview" ? "Searching..." : "Preview"}
          </Button>
          <Button onClick={onExecute} disabled={busy !== null || !canExecute} variant={config.replaceAll ? "destructive" : "default"}>
            {busy === "import" ? "Importing..." : "Execute Import"}
          </Button>
        </div>
        {!canExecute && <p className="text-muted-foreground text-xs">Preview is required before Execute Import.</p>}
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button variant="outline" size="sm" onClick={() => onDownload("csv")}>
            <Download aria-hidden /> Sample CSV
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDownload("excel")}>
            <Download aria-hidden /> Sample Excel
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDownload("export")}>
            <FileSpreadsheet aria-hidden /> Export practitioners to Excel
          </Button>
        </div>
        <div className="space-y-2 border-t pt-4">
          <p className="text-muted-foreground text-xs">Every program, active or not, in the import&apos;s columns: a backup that imports back as duplicates.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onDownload("programs-csv")}>
              <Download aria-hidden /> Export all programs (CSV)
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDownload("programs-xlsx")}>
              <FileSpreadsheet aria-hidden /> Export all programs (Excel)
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
