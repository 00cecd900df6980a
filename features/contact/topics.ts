/** The /contact form's topics (stored by key); no zod here, so the form's first script stays small. */
export const CONTACT_TOPICS = {
  general: "General question",
  listing: "A listing in the directory",
  correction: "A correction to a guide",
  privacy: "Privacy or my data",
  other: "Something else",
} as const;

export type ContactTopic = keyof typeof CONTACT_TOPICS;
