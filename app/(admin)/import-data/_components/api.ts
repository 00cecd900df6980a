/** Client-side calls of the import screen. Non-OK answers throw "{status}: {body or status text}". */
import type { PreviewProvider } from "@/lib/import/types";

export type { PreviewProvider };

export type FileData = { totalRows: number; headers: string[]; allHeaders: string[]; sampleRows: string[][]; suggestedMapping: Mapping };
export type Mapping = { column: string; field: string }[];

export type Preview = {
  source: string;
  totalFound: number;
  duplicates: number;
  previewCount: number;
  providers: PreviewProvider[];
  moreCount: number;
  fileData?: FileData;
};

export type ImportResult = {
  success: boolean;
  totalProcessed: number;
  totalImported: number;
  totalMapped: number;
  totalUpdated: number;
  duplicates: number;
  errors: number;
  errorDetails: { row: number; providerName: string; error: string }[];
  importedPrograms: { id: string; name: string; city: string; state: string }[];
};

export type RunStatus = { running: { total: number; processed: number } | null; programCount: number };

export class CallError extends Error {
  constructor(
    message: string,
    readonly serverMessage: string | undefined,
  ) {
    super(message);
  }
}

async function check(res: Response): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => "");
  let server: string | undefined;
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") server = body.error;
  } catch {
    // not JSON
  }
  throw new CallError(`${res.status}: ${text || res.statusText}`, server);
}

const keyHeader = (apiKey: string): Record<string, string> => (apiKey.trim() ? { "X-API-Key": apiKey.trim() } : {});

export async function postJson<T>(path: string, body: unknown, apiKey: string): Promise<T> {
  const res = await fetch(path, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", ...keyHeader(apiKey) },
    body: JSON.stringify(body),
  });
  return (await check(res)).json() as Promise<T>;
}

export async function postForm<T>(path: string, form: FormData, apiKey: string): Promise<T> {
  const res = await fetch(path, { method: "POST", credentials: "include", headers: keyHeader(apiKey), body: form });
  return (await check(res)).json() as Promise<T>;
}

export async function getStatus(): Promise<RunStatus> {
  const res = await fetch("/api/import/status", { credentials: "include", cache: "no-store" });
  return (await check(res)).json() as Promise<RunStatus>;
}

/** Downloads a file from a GET call (sample files, export) under the name the server gives. */
export async function download(path: string, fallbackName: string): Promise<string> {
  const res = await check(await fetch(path, { credentials: "include" }));
  const disposition = res.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export const serverMessage = (e: unknown, fallback: string) => (e instanceof CallError && e.serverMessage ? e.serverMessage : fallback);
