import { zipOf } from "./zip";

export const SHEET_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A worksheet part with these rows (the inside of `<sheetData>`). */
export const sheetXml = (sheetData: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet ${SHEET_NS}><sheetData>${sheetData}</sheetData></worksheet>`;

/** The smallest .xlsx the importer reads: a workbook, its relationships and this one sheet. */
export function minimalXlsx(sheet: string): Buffer {
  return zipOf([
    { name: "xl/workbook.xml", data: Buffer.from(`<workbook ${SHEET_NS} ${R_NS}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from('<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    },
    { name: "xl/worksheets/sheet1.xml", data: Buffer.from(sheet) },
  ]);
}

/** Security issue 29, item 1: an inline string cell holding `n` unclosed `<is>` tags (about 2 KB zipped for n = 160,000). */
export const unclosedInlineStrings = (n: number) => minimalXlsx(sheetXml(`<row r="1"><c r="A1" t="inlineStr">${"<is>".repeat(n)}</c></row>`));
