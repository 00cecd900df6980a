export type { ProgramPage } from "./sql/page";
export { escapeLike } from "./sql/page";
