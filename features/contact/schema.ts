import { z } from "@/lib/validation/zod";
import { CONTACT_TOPICS, type ContactTopic } from "@/features/contact/topics";
import { emailField, requiredText } from "@/lib/validation/fields";

/** The /contact form and POST /api/contact share this schema. */
export const contactCreateSchema = z.object({
  name: requiredText(100, "Name is required", "Name").pipe(z.string().min(2, "Name must be at least 2 characters")),
  email: emailField(254, "Please enter a valid email"),
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], { error: "Please choose a topic" }),
  message: requiredText(2000, "Message must be at least 10 characters long", "Message", 10),
});

export type ContactCreateInput = z.input<typeof contactCreateSchema>;
export type ContactCreate = z.output<typeof contactCreateSchema>;
