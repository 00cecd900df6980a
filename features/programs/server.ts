import "server-only";

export { getProgram, getPublicProgram, hasDemoPrograms, recomputeRating, updateProgram } from "./data";
export { hoursField, languagesField } from "./details-schema";
export { addBusiness, deleteProgramAnswer, programAnswer, updateProgramAnswer, uploadImageAnswer, uploadedFile } from "./handlers";
export { listChanges, revertChange, setActor } from "./history";
export { replaceProgramImage } from "./image-store";
export { keptRowStats, rowsById } from "./kept-rows";
export { countAllPrograms, programsForImageUpdate, programsWithNpi, programsWithoutWebsite, recordNpiCheck, setDiscoveredWebsite } from "./maintenance";
export { listPublishedPractitioners } from "./practitioners";
export { ownerProgramUpdateSchema, programCreateSchema, programUpdateSchema } from "./schema";
export { PRIOR_MAX, PRIOR_MEAN_SQL, PRIOR_REVIEWS, topRatedScore } from "./top-rated";
export { deleteAllPrograms, deleteProgramsById, insertPrograms, setProgramsActive, updateListing } from "./bulk-writes";
export { cardWords, factLabels, languageName, programTypeName, specialtyLineOf } from "./labels";
