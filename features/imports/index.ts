export { normaliseName } from "./duplicates";
