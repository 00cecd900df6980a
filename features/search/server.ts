import "server-only";

export { listAnswer, pointsAnswer, searchAnswer } from "./handlers";
export { default as HomePage, generateMetadata as generateHomePageMetadata } from "./home-page";
export { programIndexStats } from "./memory-index";
export { LIST_PARAMS, programListQuerySchema, programPointsQuerySchema, programSearchQuerySchema } from "./api-params";
export { hasSpecialty } from "./sql/filters";
export { listPrograms } from "./sql/list";
export { suggest, suggestQuerySchema } from "./suggest";
export { chordMiles, distanceExpr, nearestFirst, ratingPriorMean, topRated, withinRadius } from "./sql/order";
