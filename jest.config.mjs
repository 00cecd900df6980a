import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/support/empty.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
};

const unit = createJestConfig({
  ...shared,
  displayName: "unit",
  testEnvironment: "jsdom",
  testMatch: ["<rootDir>/{features,lib,components,db,tests}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: ["/node_modules/", "\\.int\\.test\\.ts$", "<rootDir>/tests/e2e/"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-dom.ts"],
});

// Route handlers and data functions against a real database: PGlite in memory per test file,
// or the PostgreSQL server at DATABASE_URL (run in band; each file resets the tables).
const integration = createJestConfig({
  ...shared,
  displayName: "integration",
  testEnvironment: "node",
  // Jest 30's "soft" globals cleanup wraps each global left by a finished file in a setter that calls
  // Reflect.set on the same property, which recurses forever when late async work (a LISTEN reconnect,
  // a pg-boss timer) writes it: "Maximum call stack size exceeded" in a later file, in band on PostgreSQL.
  testEnvironmentOptions: { globalsCleanup: "off" },
  testMatch: ["<rootDir>/{features,lib,components,db,tests}/**/*.int.test.ts"],
  setupFiles: ["<rootDir>/tests/support/integration-env.ts"],
});

// next-intl and the packages it formats messages with ship only ES modules: Jest transforms them (every other
// package in node_modules is loaded as it is).
const ESM_PACKAGES = ["next-intl", "use-intl", "intl-messageformat", "icu-minify", "@formatjs", "@schummar"];
const transformEsm = (project) => ({
  ...project,
  // next/jest's own pattern already spares its transpiled packages (geist, ...): these join that list.
  transformIgnorePatterns: project.transformIgnorePatterns.map((p) => p.replace("(?!(geist|", `(?!(${ESM_PACKAGES.join("|")}|geist|`)),
});

export default async function config() {
  return { testTimeout: 60_000, projects: [transformEsm(await unit()), transformEsm(await integration())] };
}
