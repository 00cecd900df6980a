/** @jest-environment node */
import { PassThrough } from "node:stream";
import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { parseXlsx } from "@/features/imports/xlsx-read";
import { checkXlsxZip } from "@/features/imports/xlsx-guard";
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
  it("visits only non-empty cells and ignores columns past 200: 500 rows in well under a second of CPU", async () => {
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
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
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
