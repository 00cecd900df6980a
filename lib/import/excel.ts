import ExcelJS from "exceljs";
import { ApiError } from "@/lib/api/errors";
import { normaliseHeaders } from "./csv";
import { checkXlsxZip, type ZipLimits } from "./xlsx-guard";
import type { Table } from "./types";

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const XLS_REFUSED = "Old Excel .xls files are not supported. Save the file as .xlsx (Excel Workbook) or CSV and upload it again.";

/** .xls (by name or by its OLE2 signature) is refused with a 415 that says what to do instead. */
export function refuseLegacyExcel(fileName: string, buf: Buffer): void {
  if (/\.xls$/i.test(fileName) || buf.subarray(0, 8).equals(OLE2)) throw new ApiError(415, XLS_REFUSED);
  if (!/\.xlsx$/i.test(fileName) && fileName !== "") {
    throw new ApiError(415, "Only .xlsx Excel files are accepted. Save the file as .xlsx or CSV and upload it again.");
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return "";
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cell.text ?? "";
}

/**
 * Reads the first worksheet of an .xlsx: the first non-empty row is the header. The zip is checked
 * (entries, uncompressed size, each entry's real size) before exceljs sees it.
 */
export async function parseXlsx(buf: Buffer, limits: ZipLimits & { maxRows: number }): Promise<Table> {
  checkXlsxZip(buf, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new ApiError(400, "This is not a readable .xlsx file. Save it again as .xlsx or CSV and upload it.");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ApiError(400, "The Excel file has no worksheet");
  let header: string[] | undefined;
  const rows: string[][] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (tooMany) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell).trim();
    });
    for (let i = 0; i < cells.length; i++) cells[i] ??= "";
    if (cells.every((c) => c === "")) return;
    if (!header) header = cells;
    else if (rows.length >= limits.maxRows) tooMany = true;
    else rows.push(cells);
  });
  if (tooMany) throw new ApiError(413, `The file has more than ${limits.maxRows.toLocaleString("en-US")} rows; split it into smaller files`);
  if (!header) throw new ApiError(400, "The Excel file has no header row");
  return { headers: normaliseHeaders(header), rows };
}

/** A formula-looking text cell is written with a leading apostrophe, so no spreadsheet evaluates it. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An .xlsx of one sheet from plain rows; every text cell is escaped. */
export async function buildXlsx(sheetName: string, headers: string[], rows: (string | number | boolean | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Heavy Metal Detox Directory";
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers.map(escapeCell)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === "string" ? escapeCell(v) : v)));
  sheet.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
