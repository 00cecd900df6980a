import { DomainError } from "@/lib/errors";

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const XLS_REFUSED = "Old Excel .xls files are not supported. Save the file as .xlsx (Excel Workbook) or CSV and upload it again.";

/** .xls (by name or by its OLE2 signature) is refused with a 415 that says what to do instead. */
export function refuseLegacyExcel(fileName: string, buf: Buffer): void {
  if (/\.xls$/i.test(fileName) || buf.subarray(0, 8).equals(OLE2)) throw new DomainError("unsupported-type", XLS_REFUSED);
  if (!/\.xlsx$/i.test(fileName) && fileName !== "") {
    throw new DomainError("unsupported-type", "Only .xlsx Excel files are accepted. Save the file as .xlsx or CSV and upload it again.");
  }
}

/** A formula-looking text cell is written with a leading apostrophe, so no spreadsheet evaluates it. */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** An .xlsx of one sheet from plain rows; every text cell is escaped. */
export async function buildXlsx(sheetName: string, headers: string[], rows: (string | number | boolean | null)[][]): Promise<Buffer> {
  // ExcelJS costs about 20 MB of memory once loaded: it is loaded when a spreadsheet is first made or read.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Heavy Metal Detox Directory";
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers.map(escapeCell)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === "string" ? escapeCell(v) : v)));
  sheet.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
