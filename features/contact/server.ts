import "server-only";

export { default as ContactPage, contactPageMetadata } from "./contact-page";
export { listContactMessages } from "./data";
export { sendContactMessage } from "./handlers";
export { contactCreateSchema } from "./schema";
