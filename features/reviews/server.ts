import "server-only";

export { default as AboutReviewsPage, metadata as aboutReviewsPageMetadata } from "./about-reviews-page";
export { isPendingReview, listPublishedReviews, listReviewsForModeration } from "./data";
export { editReplyAnswer, eraseReply, eraseReview, moderateReview, moderateReviews, ownerReviews, publishedReviews, replyToReview, submitReview, withdrawReplyAnswer } from "./handlers";
export { listOwnerReviews, listProgramReplies, replyVersionsOf } from "./replies";
export { replySchema, reviewBulkSchema, reviewCreateSchema, reviewListQuerySchema, reviewModerationSchema } from "./schema";
export { reviewFormText } from "./form-text";
