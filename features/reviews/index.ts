export type { PublishedReview } from "./data";
export type { AdminReply, ReplyVersion } from "./replies";
