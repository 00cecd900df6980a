export type { PublishedReview } from "./data";
export type { AdminReply } from "./replies";
export { ReviewList } from "./review-list";
