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
export const NOT_CSV = "This file is not a CSV file: it holds binary data (an image, a PDF or another kind of file). Save the spreadsheet as CSV (comma-separated values) and upload that file.";
export const ZIP_NOT_CSV = "This file is an Excel workbook or a zip file, not a CSV file: choose the Excel source to upload an .xlsx file, or save it as CSV.";

/**
 * A file that is not text (a PNG renamed .csv) is refused with a plain message before the parser sees it. In text
 * read by the browser, binary bytes show as NUL, other control characters or U+FFFD (bytes that are not UTF-8).
 */
function refuseBinary(text: string): void {
  const head = text.slice(0, 4096);
  if (head.startsWith("PK\u0003\u0004")) throw new DomainError("invalid", ZIP_NOT_CSV);
  const odd = head.match(/[\u0000-\u0008\u000E-\u001F\uFFFD]/g)?.length ?? 0;
  if (odd > 0 && (head.includes("\u0000") || odd >= 3 || /^\uFFFDPNG|^%PDF|^GIF8|^\uFFFD\uFFFD\uFFFD/.test(head))) throw new DomainError("invalid", NOT_CSV);
}

export function parseCsv(text: string, maxRows: number): Table {
  refuseBinary(text);
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
    // The parser's own words ("Invalid Opening Quote: a quote is found on field 0 at line 1...") are for
    // programmers; the admin gets where and what to check.
    const line = typeof (e as { lines?: unknown }).lines === "number" ? (e as { lines: number }).lines : undefined;
    throw new DomainError("invalid", `The CSV file could not be read${line ? ` (line ${line.toLocaleString("en-US")})` : ""}: check that it is a comma- or semicolon-separated text file and that every quoted value is closed.`);
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
