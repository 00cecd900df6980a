export type { ClaimFacts } from "./ownership";
