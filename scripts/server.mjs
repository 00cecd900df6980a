// The production server: Next.js behind a plain Node HTTP server, so that the client's socket
// address reaches the app in a header no client can forge (rate limiting; see lib/client-ip.ts).
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || process.env.HOSTNAME || "0.0.0.0";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// A fresh key per start: the app trusts the client-address header only with this key's signature.
const clientIpKey = randomBytes(32).toString("hex");
process.env.CLIENT_IP_KEY = clientIpKey;

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const address = req.socket.remoteAddress;
  if (address) req.headers["x-detox-client-ip"] = `${address} ${createHmac("sha256", clientIpKey).update(address).digest("base64url")}`;
  else delete req.headers["x-detox-client-ip"];
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
  // Warm the home page once (its modules, the database, the read cache), so the first visitor after a
  // start does not pay for it. Best effort: a failure here is the first visitor's to see, not ours.
  const self = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
  fetch(`http://${self.includes(":") ? `[${self}]` : self}:${port}/`, { headers: { "x-warm-up": "1" } })
    .then((res) => res.arrayBuffer())
    .catch(() => {});
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
