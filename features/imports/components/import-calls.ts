/** Calls of the import screen (through lib/http/client.ts) and the shapes they answer, as the server types them. */
import { apiCall, apiFetch, type CallInit, type Wire } from "@/lib/http/client";
import type { ImportJobResult, importStatus } from "../run-import";
import type { SourcePreview } from "../source-runs";
import type { FilePreview } from "@/features/imports/types";

export type Mapping = FilePreview["suggestedMapping"];
/** An outside source's preview, or a file's (with its first rows and suggested mapping in `fileData`). */
export type Preview = SourcePreview & { source: string; fileData?: FilePreview };
/** POST /api/import/{csv,excel}/preview: the file preview comes as `csvData` or `excelData`. */
export type TablePreview = SourcePreview & { csvData?: FilePreview; excelData?: FilePreview };
export type ImportResult = Wire<ImportJobResult>;

const keyHeader = (apiKey: string): Record<string, string> => (apiKey.trim() ? { "X-API-Key": apiKey.trim() } : {});

/** POST with the optional outside-source API key: a JSON body, or multipart when `body` is FormData. */
export function post<T>(path: string, body: unknown, apiKey: string): Promise<Wire<T>> {
  const init: CallInit = body instanceof FormData ? { form: body } : { json: body };
  return apiCall<T>(path, { ...init, headers: keyHeader(apiKey) });
}

export const getStatus = () => apiCall<Awaited<ReturnType<typeof importStatus>>>("/api/import/status", { cache: "no-store" });

/** Downloads a file from a GET call (sample files, export) under the name the server gives. */
export async function download(path: string, fallbackName: string): Promise<string> {
  const res = await apiFetch(path);
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
