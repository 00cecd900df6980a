export { PublicHelp } from "./public-help";
