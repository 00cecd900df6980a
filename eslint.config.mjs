import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";

const layer = (files, patterns) => [
  {
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message: "Arrows point one way: app -> features -> lib -> db." }] }] },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  // STYLE.md (t3): no delete or update without a where. The Drizzle client is always named `db` or `tx`.
  {
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
    },
  },
  // Arrows point one way: app -> features -> lib (and components) -> db (STYLE.md, "A room per feature").
  // No import cycles, dynamic imports included. Tests may reach any layer.
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mjs"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...layer(["db/**"], ["@/lib/*", "!@/lib/env", "@/features/*", "@/components/*", "@/app/*", "../lib/*", "../features/*"]),
  ...layer(["lib/**", "components/**"], ["@/features/*", "@/app/*"]),
  ...layer(["features/**"], ["@/app/*"]),
  { ignores: [".next/**", "node_modules/**", ".data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
