/** The public module of features/public-help for data: the rows the section shows, for other features' answers. */
export { POISON_HELP, STATE_HELP, hasOwnProgram, pehsuRegionPage, type Source } from "./resources";
