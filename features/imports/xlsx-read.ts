import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import type ExcelJS from "exceljs";
import { DomainError } from "@/lib/errors";
import { normaliseHeaders } from "./csv";
import { checkXlsxZip, type ZipEntry, type ZipLimits } from "./xlsx-guard";
import type { Table } from "./types";

/**
 * Reading an uploaded .xlsx with ExcelJS's streaming reader: rows are read one at a time instead of
 * building the whole workbook model (which took about 200 MB for 10,000 rows). The reader is fed only the
 * zip entries it needs, taken from the bytes the guard (xlsx-guard.ts) checked.
 */

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return "";
  if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") return String(v);
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cell.text ?? "";
}

// Styles are read because they tell dates from numbers; hyperlink cells keep their text.
const READER = { worksheets: "emit", sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" } as const;
const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const STYLES = "xl/styles.xml";
const SHARED_STRINGS = "xl/sharedStrings.xml";

/** A stored (uncompressed) zip entry built here: an empty shared-string table, or a rewritten sheet. */
function storedEntry(name: string, text: string): Buffer {
  const [nameBytes, data] = [Buffer.from(name), Buffer.from(text)];
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes, data]);
}
const NO_SHARED_STRINGS = storedEntry(SHARED_STRINGS, '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
const END_OF_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

const bytesOf = (buf: Buffer, entry: ZipEntry | undefined) => (entry ? [buf.subarray(entry.start, entry.end)] : []);

/**
 * A reader over just these entries of the checked zip, in this order: the streaming reader walks local
 * headers, so it sees only bytes the guard checked, and with the workbook, styles and shared strings
 * before the sheet it reads the sheet straight away (out of order, it would park it in a temporary file).
 */
async function readerOf(parts: Buffer[]) {
  // Loaded on first use, like in excel.ts: most server processes never read a spreadsheet.
  const { default: Excel } = await import("exceljs");
  return new Excel.stream.xlsx.WorkbookReader(Readable.from([...parts, END_OF_ZIP]), READER);
}

type BookParts = { model?: { sheets?: { rId: string }[] }; workbookRels?: { Id: string; Target: string }[] };

/** The first worksheet in the workbook's order (not the zip's), resolved the way ExcelJS's full reader does. */
async function firstSheet(buf: Buffer, entries: Map<string, ZipEntry>): Promise<ZipEntry | undefined> {
  const reader = await readerOf([WORKBOOK_RELS, WORKBOOK].flatMap((name) => bytesOf(buf, entries.get(name))));
  for await (const sheet of reader) void sheet; // none in this pass: it reads workbook.xml and its relationships
  const { model, workbookRels } = reader as unknown as BookParts;
  for (const sheet of model?.sheets ?? []) {
    const target = workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    const path = target === undefined ? undefined : `xl/${target.replace(/^(\s|\/xl\/)+/, "")}`;
    if (path && /^xl\/worksheets\/sheet\d+\.xml$/.test(path) && entries.has(path)) return entries.get(path);
  }
  return undefined;
}

const XML_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, e: string) =>
    e[0] !== "#" ? (XML_ENTITIES[e] ?? m) : String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
  );
const encodeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * ExcelJS's streaming reader keeps only the last run of a rich inline string (`<is><r><t>..</t></r>..</is>`)
 * and decodes its entities twice; its full reader did neither. A sheet with inline strings (Excel never
 * writes them; some export tools do) is therefore rewritten: each inline string becomes one run, escaped
 * so that the double decoding gives its text back. Other sheets are passed through untouched (finding out
 * costs one more inflate of the sheet; the guard has already inflated it once).
 */
function withPlainInlineStrings(buf: Buffer, sheet: ZipEntry): Buffer {
  const data = buf.subarray(sheet.dataStart, sheet.dataEnd);
  const xml = sheet.deflated ? inflateRawSync(data) : data;
  if (xml.indexOf("inlineStr") < 0) return buf.subarray(sheet.start, sheet.end);
  const plain = xml.toString("utf8").replace(/<is>([\s\S]*?)<\/is>/g, (_, inner: string) => {
    const runs = inner.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "").matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g);
    const text = [...runs].map((m) => decodeXml(m[1]!)).join("");
    return `<is><t xml:space="preserve">${encodeXml(text.replace(/&/g, "&amp;"))}</t></is>`;
  });
  return storedEntry(sheet.name, plain);
}

/** Columns read at most: a header wider than this is cut (hostile files name column XFD, the 16,384th). */
export const MAX_COLUMNS = 200;

/**
 * Reads the first worksheet of an .xlsx: the first non-empty row is the header. The zip is checked
 * (entries, uncompressed size, each entry's real size) before exceljs sees it.
 */
export async function parseXlsx(buf: Buffer, limits: ZipLimits & { maxRows: number }): Promise<Table> {
  const { files } = checkXlsxZip(buf, limits);
  const entries = new Map(files.map((f) => [f.name, f]));
  let header: string[] | undefined;
  const rows: string[][] = [];
  try {
    const sheet = await firstSheet(buf, entries);
    if (!sheet) throw new DomainError("invalid", "The Excel file has no worksheet");
    const book = [WORKBOOK_RELS, WORKBOOK, STYLES].flatMap((name) => bytesOf(buf, entries.get(name)));
    const sharedStrings = bytesOf(buf, entries.get(SHARED_STRINGS))[0] ?? NO_SHARED_STRINGS;
    for await (const worksheet of await readerOf([...book, sharedStrings, withPlainInlineStrings(buf, sheet)])) {
      for await (const row of worksheet) {
        // Every column up to the last one only for a row no wider than MAX_COLUMNS; a wider one (its last
        // cell may be in XFD: 16,384 cells a row) visits only the cells it holds. None past MAX_COLUMNS.
        const cells: string[] = [];
        row.eachCell({ includeEmpty: row.cellCount <= MAX_COLUMNS }, (cell, col) => {
          if (col <= MAX_COLUMNS) cells[col - 1] = cellText(cell).trim();
        });
        for (let i = 0; i < cells.length; i++) cells[i] ??= "";
        if (cells.every((c) => c === "")) continue;
        if (!header) header = cells;
        else if (rows.length >= limits.maxRows) throw new DomainError("too-large", `The file has more than ${limits.maxRows.toLocaleString("en-US")} rows; split it into smaller files`);
        else rows.push(cells);
      }
    }
  } catch (e) {
    if (e instanceof DomainError) throw e;
    throw new DomainError("invalid", "This is not a readable .xlsx file. Save it again as .xlsx or CSV and upload it.");
  }
  if (!header) throw new DomainError("invalid", "The Excel file has no header row");
  return { headers: normaliseHeaders(header), rows };
}
