export type { ProgramPage } from "./sql/page";
export { escapeLike } from "./sql/page";
export { serializeSearchState } from "./search-url";
