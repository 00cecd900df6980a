/** The public module of features/public-help for data: the rows the section shows, for other features' answers. */
export { CDC_LIST, PEHSU, POISON_HELP, STATE_HELP, hasOwnProgram, pehsuRegionPage, type Source, type StateHelp } from "./resources";
