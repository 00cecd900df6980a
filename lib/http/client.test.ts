/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiCallError, apiCall, apiFetch, fieldIssues, messageOf, serverMessage } from "@/lib/http/client";

// A real loopback server: each path answers one shape the client must read.
let server: Server;
let base = "";
const seen: { method?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method, type: req.headers["content-type"], body });
      const send = (status: number, text: string) => res.writeHead(status, { "Content-Type": "application/json" }).end(text);
      if (req.url === "/ok") return send(200, JSON.stringify({ id: "p1", createdAt: "2026-01-01T00:00:00.000Z" }));
      if (req.url === "/invalid") return send(400, JSON.stringify({ error: "Name is required", issues: [{ path: "name", message: "Name is required" }, { path: ["a", 1], message: "nested" }, { bad: true }] }));
      if (req.url === "/text") return send(502, "upstream down");
      return send(500, JSON.stringify({ error: "" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("lib/http/client", () => {
  it("sends JSON with its content type and returns the typed answer", async () => {
    const out = await apiCall<{ id: string; createdAt: Date }>(`${base}/ok`, { json: { name: "x" } });
    expect(out).toEqual({ id: "p1", createdAt: "2026-01-01T00:00:00.000Z" });
    expect(seen.at(-1)).toMatchObject({ method: "POST", type: "application/json", body: '{"name":"x"}' });
  });

  it("sends FormData as multipart and uses GET without a body", async () => {
    const form = new FormData();
    form.append("image", new Blob(["abc"]), "a.png");
    await apiFetch(`${base}/ok`, { form });
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
    await apiFetch(`${base}/ok`);
    expect(seen.at(-1)).toMatchObject({ method: "GET", body: "" });
  });

  it("reads the error shape once: status, error, issues (list paths joined, junk dropped)", async () => {
    const error = await apiFetch(`${base}/invalid`, { method: "PUT", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    const e = error as ApiCallError;
    expect([e.status, e.serverMessage, e.message]).toEqual([400, "Name is required", "400: Name is required"]);
    expect(e.issues).toEqual([{ path: "name", message: "Name is required" }, { path: "a.1", message: "nested" }]);
    expect(serverMessage(e, "fallback")).toBe("Name is required");
    expect(messageOf(e, "fallback")).toBe("400: Name is required");
  });

  it("keeps a non-JSON body in the message and falls back where the server said nothing", async () => {
    const text = (await apiFetch(`${base}/text`).catch((e: unknown) => e)) as ApiCallError;
    expect([text.status, text.serverMessage, text.message, text.issues]).toEqual([502, undefined, "502: upstream down", []]);
    expect(serverMessage(text, "fallback")).toBe("fallback");
    const empty = (await apiFetch(`${base}/empty`).catch((e: unknown) => e)) as ApiCallError;
    expect([empty.serverMessage, empty.message]).toEqual([undefined, '500: {"error":""}']);
  });

  it("gives a form the field errors of a 400 only, by top-level field", async () => {
    const refused = await apiFetch(`${base}/invalid`, { json: {} }).catch((e: unknown) => e);
    expect(fieldIssues(refused, new Set(["name", "a"]))).toEqual([
      { field: "name", message: "Name is required" },
      { field: "a", message: "nested" },
    ]);
    expect(fieldIssues(refused, new Set(["email"]))).toEqual([]);
    const failed = await apiFetch(`${base}/text`).catch((e: unknown) => e);
    expect(fieldIssues(failed, new Set(["name"]))).toEqual([]);
    expect(fieldIssues(new TypeError("offline"), new Set(["name"]))).toEqual([]);
  });

  it("lets a network failure through as it is", async () => {
    const error = await apiFetch("http://127.0.0.1:1/").catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiCallError);
    expect(serverMessage(error, "offline")).toBe("offline");
  });
});
