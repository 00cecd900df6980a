export { default as ProgramLoading } from "./program-loading";
