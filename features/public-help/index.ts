/** The public module of features/public-help for data: the rows the section shows, for other features' answers. */
export { POISON_HELP, STATE_HELP, hasOwnProgram, pehsuRegionPage, telHref, type ProgramSource, type Source } from "./resources";
