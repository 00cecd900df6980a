// Environment for integration tests, set before any module reads lib/env.ts.
const env = process.env as Record<string, string | undefined>;
if (!env.TEST_DATABASE_URL) {
  delete env.DATABASE_URL;
  env.PGLITE_DATA_DIR = "memory://";
} else {
  env.DATABASE_URL = env.TEST_DATABASE_URL;
}
env.NODE_ENV = "test";
env.ADMIN_PASSWORD = "correct-horse-battery-staple";
env.ADMIN_API_TOKEN = "test-admin-api-token-0123456789abcdef";
env.CLIENT_IP_KEY = "test-client-ip-key-0123456789abcdef0123";
env.SEED_DEMO_DATA = "never";
env.SITE_URL = "http://localhost:3000";
