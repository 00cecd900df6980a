import * as health from "@/app/api/health/route";
import * as excelPreview from "@/app/api/import/excel/preview/route";
import { adminBearer, call } from "@/tests/support/api";
import { closeDb } from "@/tests/support/db";
import { unclosedInlineStrings } from "@/tests/support/xlsx";

afterAll(closeDb);
const previewOf = (file: Buffer) => {
  const form = new FormData();
  form.set("excelFile", new File([new Uint8Array(file)], "hostile.xlsx"));
  const req = new Request("http://localhost:3000/api/import/excel/preview", { method: "POST", headers: { host: "localhost:3000", ...adminBearer }, body: form });
  return excelPreview.POST(req, { params: Promise.resolve({}) });
};

// One-time costs of a first request are paid here (ExcelJS is loaded on the first spreadsheet read, which
// holds the event loop for about half a second under Jest; the database starts; modules load), so the
// delays measured below are the large hostile file's alone.
beforeAll(async () => {
  await call(health.GET);
  expect((await previewOf(unclosedInlineStrings(10))).status).toBe(400);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Security issue 29, item 1: the preview of a 2 KB .xlsx (an inline string cell with 160,000 unclosed
// <is> tags) held the event loop for tens of seconds, so /api/health stalled with it.
describe("Excel preview of a hostile sheet", () => {
  it("answers health requests promptly while it refuses an .xlsx with 160,000 unclosed <is> tags", async () => {
    let settled = false;
    const preview = previewOf(unclosedInlineStrings(160_000)).finally(() => (settled = true));
    // Health requests one after another while the preview runs: each one's delay past its 5 ms timer.
    const delays: number[] = [];
    do {
      const asked = performance.now();
      await sleep(5);
      const res = await call(health.GET);
      expect(res.json).toEqual({ ok: true });
      delays.push(performance.now() - asked - 5);
    } while (!settled);
    const res = await preview;
    expect(delays.length).toBeGreaterThan(0);
    // The old reader held the loop for over a minute (one health request waited 63.6 s). Alone the longest
    // wait is a few ms; a CI machine running other suites saw 436 ms once, so the bound is 2 s: a stall of
    // the old kind still fails it by far, and load on a 2-core runner does not.
    expect(Math.max(...delays)).toBeLessThan(2000);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: "This is not a readable .xlsx file. Save it again as .xlsx or CSV and upload it." });
    expect(text).not.toMatch(/saxes|xlsx-read|\bat \S+:\d+/);
  });
});
