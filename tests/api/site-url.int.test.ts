import { spawnSync } from "node:child_process";
import path from "node:path";
import * as signIn from "@/app/api/owner/sign-in/route";
import { call, freshIp } from "@/tests/support/api";
import { setEnv } from "@/tests/support/env";

/** Security issue 29, item 8: SITE_URL is no longer silently http://localhost:3000 in production. */
describe("SITE_URL at start and in the origin check", () => {
  it("refuses to start in production on a public address without SITE_URL, naming the variable", () => {
    const env = { ...process.env, NODE_ENV: "production", HOST: "0.0.0.0", PORT: "3999", SITE_URL: "" } as NodeJS.ProcessEnv;
    delete env.HOSTNAME;
    const run = spawnSync(process.execPath, [path.resolve(__dirname, "../../scripts/server.mjs")], { env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SITE_URL is not set, and the server would listen on 0.0.0.0:3999, beyond this machine.");
  });

  const post = (origin: string) => call(signIn.POST, { body: { email: "a@clinic.org" }, headers: { ...freshIp(), origin } });

  it("on a loopback-only server without SITE_URL, accepts the loopback names of the same port and nothing else", async () => {
    const restore = setEnv({ SITE_URL: "http://localhost:3000", SITE_URL_LOOPBACK: "1", SMTP_URL: undefined });
    try {
      // 404: past the origin check, the email way is off here.
      for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) expect({ origin, status: (await post(origin)).status }).toEqual({ origin, status: 404 });
      for (const origin of ["http://127.0.0.1:3001", "https://127.0.0.1:3000", "http://192.168.1.2:3000", "http://localhost.evil.com:3000"]) {
        expect({ origin, status: (await post(origin)).status }).toEqual({ origin, status: 403 });
      }
    } finally {
      restore();
    }
  });

  it("with SITE_URL set, the 403 names the expected origin, the one received, and SITE_URL", async () => {
    const restore = setEnv({ SITE_URL: "https://detox.example.org", SITE_URL_LOOPBACK: undefined });
    try {
      const res = await post("http://127.0.0.1:3000");
      expect(res.status).toBe(403);
      expect(res.json.error).toBe("Cross-origin request refused: this site accepts writes from https://detox.example.org (set by SITE_URL), and this request came from http://127.0.0.1:3000.");
      expect((await post("https://detox.example.org")).status).not.toBe(403);
    } finally {
      restore();
    }
  });
});
