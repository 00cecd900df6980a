export type { PublishedReview } from "./data";
export type { AdminReply } from "./replies";
