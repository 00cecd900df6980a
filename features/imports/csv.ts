import { parse } from "csv-parse/sync";
import { DomainError } from "@/lib/errors";
import type { Table } from "./types";

/** Picks ';' or ',' by counting them outside quotes on the header line. */
export function detectDelimiter(text: string): ";" | "," {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "\n" || c === "\r")) break;
    else if (!quoted && c === ",") commas++;
    else if (!quoted && c === ";") semis++;
  }
  return semis > commas ? ";" : ",";
}

/**
 * Parses CSV text: BOM, CRLF or LF, quoted fields with newlines, ';' or ',' as delimiter.
 * The first non-empty line is the header. More than `maxRows` data rows is a 413.
 */
export function parseCsv(text: string, maxRows: number): Table {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      max_record_size: 256 * 1024,
      to: maxRows + 2,
    }) as string[][];
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/\s+/g, " ").slice(0, 200) : "unreadable";
    throw new DomainError("invalid", `The CSV file could not be read: ${message}`);
  }
  const [header, ...rows] = records;
  if (!header || header.every((h) => !h.trim())) throw new DomainError("invalid", "The CSV file has no header row");
  if (rows.length > maxRows) throw new DomainError("too-large", `The file has more than ${maxRows.toLocaleString("en-US")} rows; split it into smaller files`);
  return { headers: normaliseHeaders(header), rows };
}

/** Trims header names and names blank or repeated ones, so every column can be mapped by name. */
export function normaliseHeaders(header: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.replace(/^\uFEFF/, "").trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
