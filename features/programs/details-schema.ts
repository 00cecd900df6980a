import { z } from "@/lib/validation/zod";
import { canonicalLanguage, inListOrder, MAX_LANGUAGE_LENGTH, MAX_LANGUAGES, PAYMENT_OPTIONS, SERVICES } from "@/features/programs/details";
import { dayIssues, sortIntervals, WEEKDAYS, type WeeklyHours } from "@/features/programs/hours/week";

/**
 * The provider details of decisions.md ("Provider details people filter on"), checked the same way by the
 * Add Business form, the admin Edit dialog, POST and PUT /api/programs (and the owners' form to come).
 * Lists are deduplicated and kept in the fixed list's order.
 */

/** true, false, or null (not provided). */
const triState = (label: string) =>
  z
    .boolean({ error: `${label} must be true, false or null` })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const paymentOptionsField = z
  .array(z.enum(PAYMENT_OPTIONS, { error: (i) => `Unknown payment option: ${String(i.input).slice(0, 40)}` }), { error: "Payment options must be a list" })
  .max(PAYMENT_OPTIONS.length)
  .transform((list) => inListOrder(PAYMENT_OPTIONS, list));

export const servicesField = z
  .array(z.enum(SERVICES, { error: (i) => `Unknown service: ${String(i.input).slice(0, 40)}` }), { error: "Services must be a list" })
  .max(SERVICES.length)
  .transform((list) => inListOrder(SERVICES, list));

const languageName = z
  .string({ error: "Languages must be names" })
  .transform(canonicalLanguage)
  .pipe(
    z
      .string()
      .min(1, "Language names must not be empty")
      .max(MAX_LANGUAGE_LENGTH, `Language names must be at most ${MAX_LANGUAGE_LENGTH} characters`)
      .regex(/^[\p{L}][\p{L} '()-]*$/u, "Language names must be letters"),
  );

export const languagesField = z
  .array(languageName, { error: "Languages must be a list" })
  .transform((list) => [...new Set(list)])
  .pipe(z.array(z.string()).max(MAX_LANGUAGES, `At most ${MAX_LANGUAGES} languages`));

const interval = z.tuple([z.string({ error: "Times must be text" }), z.string({ error: "Times must be text" })], { error: "Each interval is [opening, closing]" });

/** Weekly hours: every weekday a list of [open, close]; a day left out is closed; null = not provided. */
export const hoursField = z
  .strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(interval, { error: "Each day is a list of intervals" }).optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<z.ZodArray<typeof interval>>>, {
    error: "Hours must be an object of weekdays (mon to sun)",
  })
  .superRefine((week, ctx) => {
    for (const day of WEEKDAYS) {
      for (const issue of dayIssues(day, week[day] ?? [])) ctx.addIssue({ code: "custom", message: issue.message, path: [day, issue.index] });
    }
  })
  .transform((week) => Object.fromEntries(WEEKDAYS.map((d) => [d, sortIntervals(week[d] ?? [])])) as WeeklyHours)
  .nullable();

/** PUT: any subset; a field sent is replaced (null clears a yes/no or the hours to "not provided"). */
export const providerDetailUpdateFields = {
  telehealth: z.boolean({ error: "telehealth must be true, false or null" }).nullable(),
  acceptingNewPatients: z.boolean({ error: "acceptingNewPatients must be true, false or null" }).nullable(),
  paymentOptions: paymentOptionsField,
  languages: languagesField,
  services: servicesField,
  hours: hoursField,
};

/** POST (Add Business): absent = not provided. */
export const providerDetailCreateFields = {
  telehealth: triState("telehealth"),
  acceptingNewPatients: triState("acceptingNewPatients"),
  paymentOptions: paymentOptionsField.default([]),
  languages: languagesField.default([]),
  services: servicesField.default([]),
  hours: hoursField.optional().transform((v) => v ?? null),
};
