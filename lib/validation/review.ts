import { z } from "./zod";
import { emailField, requiredText, strictInt } from "./fields";

/** The review form and POST /api/programs/{id}/reviews share this schema (spec section 5). */
export const reviewCreateSchema = z.object({
  userName: requiredText(50, "Name is required", "Name").pipe(z.string().min(2, "Name must be at least 2 characters")),
  userEmail: emailField(254, "Please enter a valid email"),
  rating: strictInt("Please select a rating").pipe(
    z.number().min(1, "Please select a rating").max(5, "Please select a rating"),
  ),
  title: requiredText(100, "Review title is required", "Title").pipe(z.string().min(5, "Title must be at least 5 characters")),
  comment: z
    .string({ error: "Review must be at least 10 characters long" })
    .trim()
    .min(10, "Review must be at least 10 characters long")
    .max(1000, "Review must be at most 1000 characters")
    .refine((s) => !s.includes("\u0000"), "Text must not contain NUL characters"),
});

export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

export const reviewModerationSchema = z.object({
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
});

export const reviewStatusSchema = z.enum(["pending", "published", "all"], {
  error: "status must be pending, published or all",
});
