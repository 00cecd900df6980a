import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";
import { readdirSync } from "node:fs";

const LAYERS = "Arrows point one way: app -> features -> lib -> db.";
const layer = (files, patterns) => [
  {
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: patterns, message: LAYERS }] }] },
  },
];

// Front doors (STYLE.md): another feature only through `@/features/<name>` or its server, client or types entry;
// everything else in a feature folder is private. One block per feature, so a feature reaches its own files.
const FEATURES = readdirSync(new URL("./features", import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const DOORS = ["!@/features/*/server", "!@/features/*/client", "!@/features/*/types"];
const privateFiles = (own) => ({
  group: ["@/features/*/**", ...DOORS, ...(own ? [`!@/features/${own}/**`] : [])],
  message: "Import another feature through its front door: @/features/<name>, or its server, client or types entry (features/README.md).",
});
const doors = [
  ...FEATURES.map((name) => ({
    files: [`features/${name}/**`],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*"], message: LAYERS }, privateFiles(name)] }] },
  })),
  { files: ["app/**"], rules: { "no-restricted-imports": ["error", { patterns: [privateFiles(null)] }] } },
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
  ...layer(["db/**"], ["@/lib/*", "@/features/*", "@/components/*", "@/app/*", "../lib/*", "../features/*"]),
  ...layer(["lib/**", "components/**"], ["@/features/*", "@/app/*"]),
  ...doors,
  { ignores: [".next/**", "node_modules/**", ".data/**", "db/migrations/**", "next-env.d.ts", "test-results/**", "playwright-report/**"] },
];
export default config;
