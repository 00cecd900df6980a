// `npm start`: builds when the build is missing or older than the sources, then serves
// http://localhost:3000 (PORT to change). The embedded database is migrated and seeded on start.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

process.env.NODE_ENV = "production";
ensureBuild();

const root = path.resolve(import.meta.dirname, "..");
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts", "server.mjs")], { stdio: "inherit", cwd: root, env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
