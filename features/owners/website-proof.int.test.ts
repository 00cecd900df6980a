import http from "node:http";
import type { AddressInfo } from "node:net";
import { findWebsiteToken } from "./website-proof";

// Issue 32, item 2: a failed website check says what was fetched, what was expected there and what to try.

const TOKEN = "detox-0123456789abcdef0123456789abcdef";
type Page = { home?: string; file?: string };
let page: Page = {};
let server: http.Server;
let base = "";
let closedPort = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url!, "http://x").pathname;
    if (path === "/" && page.home !== undefined) return void res.writeHead(200, { "content-type": "text/html" }).end(page.home);
    if (path === "/.well-known/detox-directory-verification.txt" && page.file !== undefined) return void res.writeHead(200, { "content-type": "text/plain" }).end(page.file);
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was open a moment ago and is closed now: connections to it are refused.
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  process.env.OUTSIDE_FETCH_ALLOW = `${new URL(base).host},127.0.0.1:${closedPort}`;
});
afterAll(async () => {
  delete process.env.OUTSIDE_FETCH_ALLOW;
  await new Promise((r) => server.close(r));
});

const reason = async (website: string) => {
  const result = await findWebsiteToken(website, TOKEN);
  if (result.found) throw new Error(`found in ${result.found}`);
  return result.reason;
};

describe("why a website check failed, in plain words", () => {
  it("finds the token in the meta tag or the well-known file", async () => {
    page = { home: `<html><head><meta name="detox-directory-verification" content="${TOKEN}"></head></html>` };
    expect(await findWebsiteToken(base, TOKEN)).toEqual({ found: "meta" });
    page = { file: `other\n${TOKEN}\n` };
    expect(await findWebsiteToken(base, TOKEN)).toEqual({ found: "file" });
  });

  it("a tag with another token: names the page and says to replace it", async () => {
    page = { home: `<html><head><meta name="detox-directory-verification" content="detox-old"></head></html>` };
    const r = await reason(base);
    expect(r).toContain(`On ${base}/ we found a verification tag, but with another token`);
    expect(r).toContain(`${base}/.well-known/detox-directory-verification.txt does not exist on the site (404).`);
  });

  it("the token pasted as text, not inside the tag: says where the tag goes", async () => {
    page = { home: `<html><body><p>${TOKEN}</p></body></html>` };
    expect(await reason(base)).toContain("the token is in the page, but not inside the tag. Paste the whole tag");
  });

  it("no tag and a file without the token", async () => {
    page = { home: "<html><head><title>Clinic</title></head></html>", file: "something else\n" };
    const r = await reason(base);
    expect(r).toContain('we found no <meta name="detox-directory-verification"> tag');
    expect(r).toContain("exists but does not contain the token. Put the token on a line of its own.");
  });

  it("an error page, a refused connection, a private address and a name that does not exist", async () => {
    page = {};
    expect(await reason(base)).toContain(`${base}/ does not exist on the site (404).`);
    expect(await reason(`http://127.0.0.1:${closedPort}`)).toContain(`127.0.0.1:${closedPort} refused the connection`);
    expect(await reason("http://10.0.0.7")).toContain("10.0.0.7 leads to an address that is not on the public internet");
    expect(await reason("http://no-such-clinic.invalid")).toContain("The name no-such-clinic.invalid was not found (DNS)");
    expect(await reason("ftp://clinic.example")).toContain("not an http(s) address");
  });
});
