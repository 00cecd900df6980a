import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password-0451";
/** Scripts' bearer for admin calls (ADMIN_API_TOKEN); the password is never a bearer. */
export const E2E_ADMIN_API_TOKEN = "e2e-admin-api-token-0451-0123456789abcdef";

/** End-to-end tests drive the system Chromium against the built site on a fresh embedded database. */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "node scripts/server.mjs",
    url: `http://localhost:${PORT}/api/ping`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: "",
      PGLITE_DATA_DIR: ".data/e2e/pglite",
      UPLOAD_DIR: ".data/e2e/uploads",
      SEED_DEMO_DATA: "auto",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      ADMIN_API_TOKEN: E2E_ADMIN_API_TOKEN,
      SITE_URL: `http://localhost:${PORT}`,
    },
  },
});
