export { OwnerReviews } from "./owner-reviews";
export { OpenedTabsContext, ReviewFormSlot, loadReviewForm } from "./review-form-slot";
export { ReviewModeration } from "./review-moderation";
