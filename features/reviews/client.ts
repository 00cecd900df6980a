export { OpenedTabsContext, ReviewFormSlot, loadReviewForm } from "./review-form-slot";
export { OwnerReviews } from "./owner-reviews";
export { ReviewList } from "./review-list";
export { ReviewModeration } from "./review-moderation";
