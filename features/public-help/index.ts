/** The public module of features/public-help for data: the rows the section shows, for other features' answers. */
// Poison Help and telHref from their own module: the blood lead answer (a client component) imports only these,
// and the browser's bundle then leaves out the states' rows.
export { POISON_HELP, telHref } from "./poison-help";
export { STATE_HELP, hasOwnProgram, pehsuRegionPage, type ProgramSource, type Source } from "./resources";
