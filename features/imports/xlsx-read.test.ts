/** @jest-environment node */
import { PassThrough } from "node:stream";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { parseXlsx } from "@/features/imports/xlsx-read";
import { checkXlsxZip } from "@/features/imports/xlsx-guard";
import { minimalXlsx, SHEET_NS as NS, sheetXml, unclosedInlineStrings } from "@/tests/support/xlsx";
import { zipOf } from "@/tests/support/zip";

const LIMITS = { maxEntries: 1000, maxUncompressedBytes: 50 * 1024 * 1024, maxRows: 100 };
const read = (buf: Buffer, maxRows = 100) => parseXlsx(buf, { ...LIMITS, maxRows });
const kindOf = (p: Promise<unknown>) => p.then(() => "ok", (e: { kind?: string }) => e.kind);

async function bookBuffer(fill: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  fill(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** ExcelJS's streaming writer: data descriptors, `str` and rich `inlineStr` cells instead of shared strings. */
async function streamedBook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const ws = wb.addWorksheet("S");
  for (const r of rows) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
  return Buffer.concat(chunks);
}

describe("parseXlsx (streaming)", () => {
  it("reads text, numbers, booleans, dates, rich text, links, formulas and errors as before", async () => {
    const buf = await bookBuffer((wb) => {
      const ws = wb.addWorksheet("Data");
      ws.getCell("B3").value = "Name";
      ws.getCell("C3").value = "  Phone  ";
      ws.getCell("E3").value = "Founded";
      ws.getCell("F3").value = "Name";
      ws.getCell("G3").value = 42;
      const rows: ExcelJS.CellValue[][] = [
        [null, "Clinic A & Co <b>", 5551234, true, new Date(Date.UTC(2021, 4, 6)), 3.14159, -12],
        [null, { richText: [{ text: "Rich ", font: { bold: true } }, { text: "Text" }] }, "x", false, new Date(Date.UTC(1999, 11, 31, 13, 45)), 1e21, 0.1 + 0.2],
        [null, { text: "Link text", hyperlink: "https://example.com" }, { formula: "1+1", result: 2 }, { formula: '"a"&"b"', result: "ab" }, { error: "#N/A" }, "   ", "é中文😀"],
        [],
        [null, "   ", "  "],
        [null, "Sparse", null, null, null, "far", null, null, null, "beyond"],
        [null, "quote \"q\"", "line1\nline2", "=not formula", "&amp;", "  trim me  ", 7],
      ];
      rows.forEach((r, i) => r.forEach((v, j) => v !== null && (ws.getCell(4 + i, 1 + j).value = v)));
      ws.getCell("B11").value = 45000;
      ws.getCell("C11").value = 45000;
      ws.getCell("C11").numFmt = "mm/dd/yyyy";
      ws.getCell("B12").style = { font: { bold: true } }; // a styled, empty cell alone on its row
      ws.mergeCells("H13:I13");
      ws.getCell("H13").value = "merged";
      wb.addWorksheet("Other").addRow(["not", "this"]);
    });
    expect(await read(buf)).toEqual({
      headers: ["Column 1", "Name", "Phone", "Column 4", "Founded", "Name (2)", "42"],
      rows: [
        ["", "Clinic A & Co <b>", "5551234", "true", "2021-05-06", "3.14159", "-12"],
        ["", "Rich Text", "x", "false", "1999-12-31", "1e+21", "0.30000000000000004"],
        ["", "Link text", "2", "ab", "#N/A", "", "é中文😀"],
        ["", "Sparse", "", "", "", "far", "", "", "", "beyond"],
        ["", 'quote "q"', "line1\nline2", "=not formula", "&amp;", "trim me", "7"],
        ["", "45000", "2023-03-15"],
        // Merged cells count once, in their first cell (the full reader repeated the value).
        ["", "", "", "", "", "", "", "merged", ""],
      ],
    });
  });

  it("reads inline strings whole, rich ones too, and 1904-based dates", async () => {
    const buf = await streamedBook([
      ["Name", "Rich", "N"],
      ["A & <b>", { richText: [{ text: "R1 " }, { text: "R2", font: { italic: true } }] }, 12.5],
      ["B", { richText: [{ text: "x &amp; y" }] }, -1],
    ]);
    expect(checkXlsxZip(buf, LIMITS).files.some((f) => f.end - f.dataEnd === 16)).toBe(true); // data descriptors
    expect(await read(buf)).toEqual({ headers: ["Name", "Rich", "N"], rows: [["A & <b>", "R1 R2", "12.5"], ["B", "x &amp; y", "-1"]] });
    const d1904 = await bookBuffer((wb) => {
      wb.properties.date1904 = true;
      wb.addWorksheet("D").addRows([["When"], [new Date(Date.UTC(2010, 1, 3))]]);
    });
    expect((await read(d1904)).rows).toEqual([["2010-02-03"]]);
  });

  it("takes the first sheet in the workbook's order, not the zip's", async () => {
    const buf = await bookBuffer((wb) => {
      const second = wb.addWorksheet("Second");
      const first = wb.addWorksheet("First");
      second.addRow(["second sheet"]);
      first.addRows([["first sheet"], ["x"]]);
      (second as unknown as { orderNo: number }).orderNo = 5;
      (first as unknown as { orderNo: number }).orderNo = 1;
    });
    expect(await read(buf)).toEqual({ headers: ["first sheet"], rows: [["x"]] });
  });

  it("answers 413 past the row cap, 400 without a worksheet or a header", async () => {
    const capped = await bookBuffer((wb) => wb.addWorksheet("Cap").addRows([["H"], ...Array.from({ length: 6 }, (_, i) => [`r${i}`])]));
    expect((await read(capped, 6)).rows).toHaveLength(6);
    expect(await kindOf(read(capped, 5))).toBe("too-large");
    expect(await kindOf(read(await bookBuffer((wb) => wb.addWorksheet("Empty"))))).toBe("invalid");
    expect(await kindOf(read(await bookBuffer(() => {})))).toBe("invalid");
  });
});

const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A workbook written by ExcelJS (style 1 is a date format) with some of its XML parts replaced. */
async function bookWithParts(parts: Record<string, string>): Promise<Buffer> {
  const base = await bookBuffer((wb) => {
    const ws = wb.addWorksheet("S");
    ws.getCell("A1").value = "x";
    ws.getCell("A2").value = new Date(Date.UTC(2020, 0, 2));
    ws.getCell("A2").numFmt = "mm/dd/yyyy";
  });
  const { files } = checkXlsxZip(base, LIMITS);
  const dataOf = (f: (typeof files)[number]) => (f.deflated ? inflateRawSync(base.subarray(f.dataStart, f.dataEnd)) : base.subarray(f.dataStart, f.dataEnd));
  return zipOf(files.map((f) => ({ name: f.name, data: parts[f.name] !== undefined ? Buffer.from(parts[f.name]!) : dataOf(f) })));
}

const cpuMs = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(started);
  return [result, (used.user + used.system) / 1000];
};

describe("parseXlsx reads sheet XML with a streaming XML parser", () => {
  // Security issue 29, item 1: a regex over the sheet's markup was quadratic in unclosed <is> tags
  // (10k, 40k, 160k tags: 0.2, 2.4 and 40 s of CPU in a file of about 2 KB), blocking the event loop.
  it.each([10_000, 40_000, 160_000])("refuses an inline string cell with %i unclosed <is> tags in under a second of CPU", async (n) => {
    const buf = unclosedInlineStrings(n);
    expect(buf.length).toBeLessThan(3 * 1024);
    const [error, ms] = await cpuMs(() => read(buf).then(() => undefined, (e: unknown) => e));
    expect(ms).toBeLessThan(1000);
    expect(error).toMatchObject({ kind: "invalid", message: "This is not a readable .xlsx file. Save it again as .xlsx or CSV and upload it." });
  });

  it("refuses other hostile or malformed XML with the same clear error, quickly", async () => {
    const refused = {
      "160,000 unclosed rows": minimalXlsx(sheetXml('<row r="1">'.repeat(160_000))),
      "rows nested 65 deep, closed": minimalXlsx(sheetXml(`${'<row r="1">'.repeat(65)}${"</row>".repeat(65)}`)),
      "a truncated sheet": minimalXlsx(sheetXml('<row r="1"><c r="A1" t="str"><v>Name</v></c></row>').slice(0, -30)),
      "a mismatched close tag": minimalXlsx(sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>Name</is></t></c></row>')),
      "an entity from a DOCTYPE": minimalXlsx(`<!DOCTYPE w [<!ENTITY a "aaaaaaaaaa">]><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&a;</t></is></c></row></sheetData></worksheet>`),
      "unclosed shared strings": await bookWithParts({ "xl/sharedStrings.xml": `<sst ${NS}>${"<si><r>".repeat(50_000)}` }),
    };
    for (const [what, buf] of Object.entries(refused)) {
      const [kind, ms] = await cpuMs(() => kindOf(read(buf)));
      expect({ what, kind, fast: ms < 1000 }).toEqual({ what, kind: "invalid", fast: true });
    }
  });

  it("reads inline and shared strings, rich runs, numbers, booleans, dates, formulas and errors as before", async () => {
    const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet ${NS} ${R_NS}><dimension ref="A1:I3"/><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c><c r="B1" t="inlineStr"><is><r><t>Ri</t></r><r><rPr><b/></rPr><t xml:space="preserve">ch &amp; &lt;b&gt;</t></r><rPh sb="0" eb="1"><t>ふり</t></rPh></is></c><c r="C1" t="s"><v>0</v></c><c r="D1" t="inlineStr"><is><t>Number</t></is></c><c r="E1" t="inlineStr"><is><t>Flag</t></is></c><c r="F1" t="inlineStr"><is><t>When</t></is></c><c r="G1" t="inlineStr"><is><t>Formula</t></is></c><c r="H1" t="inlineStr"><is><t>Error</t></is></c><c r="I1" t="inlineStr"><is><t>Note</t></is></c></row>
<row r="2"><c r="A2" t="inlineStr"><is><t><![CDATA[a < b & c]]></t></is></c><c r="B2" t="inlineStr"><is><t>x &amp;amp; y &#233;&#x1F600;</t></is></c><c r="C2" t="s"><v>1</v></c><c r="D2"><v>3.5</v></c><c r="E2" t="b"><v>1</v></c><c r="F2" s="1"><v>43832</v></c><c r="G2" t="str"><f>A1&amp;"&lt;"</f><v>Name &amp;amp; &lt;</v></c><c r="H2" t="e"><v>#DIV/0!</v></c><c r="I2" t="inlineStr"><is><t>  "quoted" 'single'  </t></is></c></row>
<row r="3"><c r="A3" t="inlineStr"><is/></c><c r="B3" t="inlineStr"><is><t/></is></c><c r="C3" t="s"><v>2</v></c><c r="D3"><v>-1e21</v></c><c r="E3" t="b"><v>0</v></c><c r="F3" s="1"><v>1</v></c><c r="I3" t="inlineStr"><is><r><t>one</t></r><r><t xml:space="preserve"> two</t></r><r><t xml:space="preserve"> three</t></r></is></c></row>
</sheetData></worksheet>`;
    const strings = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst ${NS} count="3" uniqueCount="3"><si><t>Shared</t></si><si><r><t>Sh</t></r><r><rPr><i/></rPr><t xml:space="preserve">ared rich &amp; more</t></r></si><si><t>中文 &lt;ok&gt;</t></si></sst>`;
    // What the regex-based reader gave for the same file, but for the CDATA section, whose markup it kept.
    expect(await read(await bookWithParts({ "xl/worksheets/sheet1.xml": sheet, "xl/sharedStrings.xml": strings }))).toEqual({
      headers: ["Name", "Rich & <b>", "Shared", "Number", "Flag", "When", "Formula", "Error", "Note"],
      rows: [
        ["a < b & c", "x &amp; y é😀", "Shared rich & more", "3.5", "true", "2020-01-02", "Name & <", "#DIV/0!", "\"quoted\" 'single'"],
        ["", "", "中文 <ok>", "-1e+21", "false", "1899-12-31", "", "", "one two three"],
      ],
    });
  });
});

describe("checkXlsxZip: what a streaming reader sees is what was checked", () => {
  const xml = Buffer.from("<x/>");

  it("lists each entry's bytes, leaving out anything between entries", () => {
    const hidden = zipOf([{ name: "a.xml", data: xml }], Buffer.from("PK\x03\x04 not listed in the directory"));
    const { files } = checkXlsxZip(hidden, LIMITS);
    expect(files).toHaveLength(1);
    expect(files[0]!.end).toBe(30 + 5 + deflateRawSync(xml).length);
  });

  it("refuses local headers that disagree with the directory", () => {
    const sniff = (buf: Buffer) => {
      try {
        checkXlsxZip(buf, LIMITS);
        return "ok";
      } catch (e) {
        return (e as { kind: string }).kind;
      }
    };
    expect(sniff(zipOf([{ name: "a.xml", data: xml }]))).toBe("ok");
    expect(sniff(zipOf([{ name: "a.xml", data: xml, localMethod: 0 }]))).toBe("invalid");
    expect(sniff(zipOf([{ name: "a.xml", data: xml, localName: "b.xml" }]))).toBe("invalid");
  });
});

describe("parseXlsx against a sheet with one cell in column XFD on every row", () => {
  it("visits only non-empty cells and ignores columns past 200: 500 rows in under 2.5 s of CPU", async () => {
    const buf = await bookBuffer((wb) => {
      const ws = wb.addWorksheet("Wide");
      ws.getCell("A1").value = "Name";
      ws.getCell("B1").value = "City";
      for (let r = 2; r <= 501; r++) {
        ws.getCell(`A${r}`).value = `Clinic ${r}`;
        ws.getCell(`XFD${r}`).value = "x";
      }
    });
    expect(buf.length).toBeLessThan(64 * 1024);
    const started = process.cpuUsage();
    const table = await read(buf, 1000);
    const used = process.cpuUsage(started);
    // About 0.5 s alone and near 1 s under Jest on a busy 2-core machine (the process's CPU, GC included);
    // visiting all 16,384 columns of 500 rows (8 million cells) would take tens of seconds.
    expect((used.user + used.system) / 1000).toBeLessThan(2500);
    expect(table.headers).toEqual(["Name", "City"]);
    expect(table.rows).toHaveLength(500);
    expect(table.rows[0]).toEqual(["Clinic 2"]);
  });

  it("keeps at most 200 columns of a header or a row that is wider", async () => {
    const buf = await bookBuffer((wb) => {
      const ws = wb.addWorksheet("Wide");
      for (let c = 1; c <= 300; c++) ws.getCell(1, c).value = `H${c}`;
      ws.getCell(2, 1).value = "a";
      ws.getCell(2, 300).value = "far";
    });
    const table = await read(buf);
    expect(table.headers).toHaveLength(200);
    expect(table.rows).toEqual([["a"]]);
  });
});
