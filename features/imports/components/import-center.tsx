"use client";

import { useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Progress } from "@/components/ui/progress";
import { serverMessage } from "@/lib/http/client";
import type { ImportJobResult } from "../run-import";
import type { SourcePreview } from "../source-runs";
import { download, getStatus, post, type ImportResult, type Mapping, type Preview, type TablePreview } from "./import-calls";
import { ConfigCard, type Config } from "./config-card";
import { PreviewCard } from "./preview-card";
import { ReplaceAllDialog } from "./replace-all-dialog";
import { ResultsCard } from "./results-card";
import { ImportRuns } from "./import-runs";
import { plural } from "@/lib/format";

const COMPLETED: Record<string, string> = { csv: "CSV Import Completed", excel: "Excel Import Completed", acam: "ACAM Import Completed" };
const FAILED: Record<string, string> = { csv: "CSV import failed", excel: "Excel import failed", acam: "ACAM import failed" };
const isCsvLike = (s: string) => s === "csv" || s === "acam";
const rowsLine = (data: SourcePreview) =>
  `${plural(data.totalFound, "row")} found: ${plural(data.duplicates, "duplicate")}, ${plural(data.errors, "row")} with errors.`;

type Download = "csv" | "excel" | "export" | "programs-csv" | "programs-xlsx";
const DOWNLOADS: Record<Download, [string, string, [string, string]]> = {
  csv: ["/api/import/csv/sample", "sample_providers.csv", ["Download Failed", "Could not download sample CSV"]],
  excel: ["/api/import/excel/sample", "sample_providers.xlsx", ["Download Failed", "Could not download sample Excel"]],
  export: ["/api/programs/export/excel", "detox-practitioners.xlsx", ["Export Failed", "Could not export practitioners to Excel"]],
  "programs-csv": ["/api/admin/programs/export?format=csv", "detox-programs.csv", ["Export Failed", "Could not export the programs"]],
  "programs-xlsx": ["/api/admin/programs/export?format=xlsx", "detox-programs.xlsx", ["Export Failed", "Could not export the programs"]],
};

/** The Data Import Center: configuration, preview (required before import), import with real progress, results. */
export function ImportCenter({ programCount: initialCount }: { programCount: number }) {
  const [config, setConfig] = useState<Config>({ source: "npi", state: "all", previewLimit: 50, maxImport: 100, apiKey: "", skipDuplicates: true, replaceAll: false });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [csvContent, setCsvContent] = useState<string | null>(null);
  const [csvName, setCsvName] = useState<string | undefined>(undefined);
  const [excelFile, setExcelFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [mapping, setMapping] = useState<Mapping>([]);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [programCount, setProgramCount] = useState(initialCount);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);
  const [runsVersion, setRunsVersion] = useState(0);

  const update = (patch: Partial<Config>) => setConfig((c) => ({ ...c, ...patch }));

  function showFilePreview(source: string, data: TablePreview) {
    const fileData = data.csvData ?? data.excelData;
    setPreview({ ...data, source, fileData });
    setMapping(fileData?.suggestedMapping ?? []);
    setResult(null);
  }

  async function previewCsv(text: string, fromUpload: boolean) {
    setBusy("preview");
    try {
      const data = await post<TablePreview>("/api/import/csv/preview", { csvContent: text, source: config.source === "acam" ? "acam" : "csv" }, config.apiKey);
      showFilePreview(config.source, data);
      notify("success", fromUpload ? "CSV Uploaded" : "CSV Preview Generated", { description: `${rowsLine(data)} Check the column mapping, then Execute Import.` });
    } catch (e) {
      notify("error", fromUpload ? "CSV Upload Failed" : "Preview Failed", { description: serverMessage(e, "Failed to preview CSV") });
    } finally {
      setBusy(null);
    }
  }

  async function previewExcel(file: File, fromUpload: boolean) {
    setBusy("preview");
    try {
      const form = new FormData();
      form.set("excelFile", file);
      const data = await post<TablePreview>("/api/import/excel/preview", form, config.apiKey);
      showFilePreview("excel", data);
      notify("success", fromUpload ? "Excel Uploaded" : "Excel Preview Generated", { description: `${rowsLine(data)} Check the column mapping, then Execute Import.` });
    } catch (e) {
      notify("error", fromUpload ? "Excel Upload Failed" : "Preview Failed", { description: serverMessage(e, "Failed to preview Excel") });
    } finally {
      setBusy(null);
    }
  }

  async function onFile(file: File) {
    if (config.source === "excel") {
      setExcelFile(file);
      setCsvContent(null);
      await previewExcel(file, true);
    } else {
      const text = await file.text();
      setCsvContent(text);
      setCsvName(file.name || undefined);
      setExcelFile(null);
      await previewCsv(text, true);
    }
  }

  async function onPreview() {
    const { source } = config;
    if (isCsvLike(source)) {
      if (!csvContent) return void notify("error", "No CSV File", { description: "Please upload a CSV file first" });
      return previewCsv(csvContent, false);
    }
    if (source === "excel") {
      if (!excelFile) return void notify("error", "No Excel File", { description: "Please upload an Excel file first" });
      return previewExcel(excelFile, false);
    }
    setBusy("preview");
    try {
      const data = await post<SourcePreview>("/api/import/preview", { source, state: config.state === "all" ? undefined : config.state, limit: config.previewLimit }, config.apiKey);
      setPreview({ ...data, source });
      setResult(null);
      notify("success", "Preview Generated", { description: `Found ${plural(data.totalFound, "provider")} (${data.duplicates.toLocaleString("en-US")} already in the directory).` });
    } catch (e) {
      notify("error", "Preview Failed", { description: serverMessage(e, "Preview failed") });
    } finally {
      setBusy(null);
    }
  }

  function startProgress() {
    setProgress(2);
    poll.current = setInterval(() => {
      getStatus()
        .then((s) => {
          if (s.running && s.running.total > 0) setProgress(Math.max(2, Math.min(99, Math.round((s.running.processed / s.running.total) * 100))));
        })
        .catch(() => {});
    }, 500);
  }

  function stopProgress() {
    if (poll.current) clearInterval(poll.current);
    poll.current = null;
  }

  async function onExecute() {
    const { source, skipDuplicates, replaceAll } = config;
    let call: () => Promise<ImportResult>;
    if (isCsvLike(source)) {
      if (!csvContent || !preview?.fileData) return void notify("error", "No CSV Data", { description: "Please upload and preview a CSV file first" });
      call = () => post<ImportJobResult>(source === "acam" ? "/api/import/acam/execute" : "/api/import/csv/execute", { csvContent, columnMapping: mapping, skipDuplicates, replaceAll, fileName: csvName?.slice(0, 300) }, config.apiKey);
    } else if (source === "excel") {
      if (!excelFile || !preview?.fileData) return void notify("error", "No Excel Data", { description: "Please upload and preview an Excel file first" });
      const form = new FormData();
      form.set("excelFile", excelFile);
      form.set("columnMapping", JSON.stringify(mapping));
      form.set("skipDuplicates", String(skipDuplicates));
      form.set("replaceAll", String(replaceAll));
      call = () => post<ImportJobResult>("/api/import/excel/execute", form, config.apiKey);
    } else {
      if (preview?.source !== source) return void notify("error", "Preview Required", { description: "Preview this source before importing." });
      call = () => post<ImportJobResult>("/api/import/execute", { source, state: config.state === "all" ? undefined : config.state, skipDuplicates, maxProviders: config.maxImport, replaceAll }, config.apiKey);
    }
    if (mapping.length === 0 && preview?.fileData) return void notify("error", "Import Failed", { description: "Map at least one column before importing." });
    setBusy("import");
    startProgress();
    try {
      const data = await call();
      setProgress(100);
      setResult(data);
      notify("success", COMPLETED[source] ?? "Import Completed", { description: `Imported ${data.totalImported.toLocaleString("en-US")} of ${plural(data.totalProcessed, "provider")}; ${plural(data.duplicates, "duplicate")} skipped; ${plural(data.errors, "error")}.` });
      getStatus().then((s) => s.programCount >= 0 && setProgramCount(s.programCount)).catch(() => {});
      setRunsVersion((v) => v + 1);
    } catch (e) {
      setProgress(0);
      notify("error", "Import Failed", { description: serverMessage(e, FAILED[source] ?? "Import failed") });
    } finally {
      stopProgress();
      setBusy(null);
    }
  }

  async function onDownload(kind: Download) {
    const [path, name, fail] = DOWNLOADS[kind];
    try {
      const saved = await download(path, name);
      if (kind !== "csv" && kind !== "excel") notify("success", "Export Complete", { description: `Saved ${saved}` });
    } catch {
      notify("error", fail[0]!, { description: fail[1] });
    }
  }

  function onReplaceAllChange(checked: boolean) {
    if (checked) setConfirmOpen(true);
    else update({ replaceAll: false });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <ConfigCard
        config={config}
        onChange={(patch) => {
          if (patch.source && patch.source !== config.source) {
            setCsvContent(null);
            setExcelFile(null);
          }
          update(patch);
        }}
        onReplaceAllChange={onReplaceAllChange}
        onFile={onFile}
        onPreview={onPreview}
        onExecute={onExecute}
        onDownload={onDownload}
        busy={busy}
        canExecute={preview !== null}
      />
      <div className="min-w-0 space-y-6">
        {busy === "import" && (
          <div className="space-y-2 rounded-xl border p-4" role="status" aria-live="polite">
            <div className="flex justify-between text-sm">
              <span>Importing...</span>
              <span>{progress}%</span>
            </div>
            <Progress value={progress} aria-label="Import progress" />
          </div>
        )}
        <PreviewCard preview={preview} mapping={mapping} onMappingChange={setMapping} />
        <ResultsCard result={result} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <ImportRuns version={runsVersion} />
      </div>
      <ReplaceAllDialog
        open={confirmOpen}
        programCount={programCount}
        onConfirm={() => {
          update({ replaceAll: true });
          setConfirmOpen(false);
        }}
        // Replace mode stays off while the dialog is open; closing it any other way than confirming leaves it off.
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
