import { Readable } from "node:stream";
import { inflateRawSync } from "node:zlib";
import { SaxesParser } from "saxes";
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
/** An entry's uncompressed bytes (the guard has already inflated it once, with a cap, so this one is safe). */
const inflated = (buf: Buffer, entry: ZipEntry) => {
  const data = buf.subarray(entry.dataStart, entry.dataEnd);
  return entry.deflated ? inflateRawSync(data) : data;
};

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

// Text and attribute values as the parser decoded them, written back so that parsing again gives them back.
const escapeText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\r/g, "&#13;");
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, "&quot;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;");

/** Bytes of XML given to the parser at a time; between two, other requests get their turn. */
const XML_CHUNK = 256 * 1024;
/** Elements nest about 10 deep in the parts Excel writes; a part nested deeper than this is refused. */
const MAX_XML_DEPTH = 64;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

/**
 * Reads one XML part of the zip with a streaming XML parser (saxes), never a pattern over the markup, so
 * the time is linear in its size whatever its shape (a regex here took 53 s of CPU over 160,000 unclosed
 * `<is>` tags in a 7 KB file). The part is fed in chunks with a turn of the event loop between them.
 * XML that is not well-formed (unclosed tags included, which ExcelJS's reader lets through) or nests
 * deeper than MAX_XML_DEPTH throws.
 */
async function readXml(name: string, xml: Buffer, on: XmlHandlers = {}): Promise<void> {
  const parser = new SaxesParser();
  let depth = 0;
  parser.on("opentag", (tag) => {
    if (++depth > MAX_XML_DEPTH) throw new Error(`${name}: elements nested more than ${MAX_XML_DEPTH} deep`);
    on.open?.(tag.name, tag.attributes);
  });
  parser.on("closetag", (tag) => {
    depth--;
    on.close?.(tag.name);
  });
  if (on.text) {
    parser.on("text", on.text);
    parser.on("cdata", on.text);
  }
  const decoder = new TextDecoder("utf-8");
  for (let at = 0; at < xml.length; at += XML_CHUNK) {
    parser.write(decoder.decode(xml.subarray(at, at + XML_CHUNK), { stream: true }));
    await nextTurn();
  }
  parser.write(decoder.decode());
  parser.close();
}

/**
 * The sheet as ExcelJS's streaming reader gets it, read through readXml first. That reader keeps only
 * the last run of a rich inline string (`<is><r><t>..</t></r>..</is>`) and decodes its entities twice;
 * its full reader did neither. A sheet with inline strings (Excel never writes them; some export tools
 * do) is therefore rewritten from the parser's events: each inline string becomes one run (phonetic runs,
 * `<rPh>`, left out), escaped so that the double decoding gives its text back. Other sheets are passed
 * through untouched.
 */
async function checkedSheet(buf: Buffer, sheet: ZipEntry): Promise<Buffer> {
  const xml = inflated(buf, sheet);
  if (xml.indexOf("inlineStr") < 0) {
    await readXml(sheet.name, xml);
    return buf.subarray(sheet.start, sheet.end);
  }
  const out: string[] = [];
  let inString = 0; // depth of <is> elements; 0 outside one
  let inPhonetic = 0; // depth of <rPh> elements inside one
  let inRun = 0; // depth of <t> elements inside one, not in a <rPh>
  let text = "";
  await readXml(sheet.name, xml, {
    open(name, attributes) {
      if (name === "is") inString++;
      if (inString === 0) {
        let tag = `<${name}`;
        for (const [key, value] of Object.entries(attributes)) tag += ` ${key}="${escapeAttr(value)}"`;
        out.push(`${tag}>`);
      } else if (name === "rPh") inPhonetic++;
      else if (name === "t" && inPhonetic === 0) inRun++;
    },
    text(t) {
      if (inString === 0) out.push(escapeText(t));
      else if (inRun > 0) text += t;
    },
    close(name) {
      if (inString === 0) out.push(`</${name}>`);
      else if (name === "rPh") inPhonetic--;
      else if (name === "t" && inPhonetic === 0) inRun--;
      else if (name === "is" && --inString === 0) {
        out.push(`<is><t xml:space="preserve">${escapeText(text.replace(/&/g, "&amp;"))}</t></is>`);
        text = "";
      }
    },
  });
  return storedEntry(sheet.name, out.join(""));
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
    const strings = entries.get(SHARED_STRINGS);
    if (strings) await readXml(strings.name, inflated(buf, strings));
    const sharedStrings = bytesOf(buf, strings)[0] ?? NO_SHARED_STRINGS;
    for await (const worksheet of await readerOf([...book, sharedStrings, await checkedSheet(buf, sheet)])) {
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
