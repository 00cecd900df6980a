import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The built server stops, naming the variable, when the configuration is invalid (README "Configuration"),
// instead of logging it and serving anyway.
test("a bad environment value stops the server with a message naming the variable", async () => {
  const env = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "3197", DB_POOL_MAX: "abc" } as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, [path.resolve(__dirname, "../../../scripts/server.mjs")], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 60_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain("Invalid environment configuration");
  expect(output).toContain("DB_POOL_MAX");
});
