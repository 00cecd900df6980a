"use client";

import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiCallError, apiCall, fieldIssues } from "@/lib/http/client";
import { CONTACT_TOPICS } from "@/features/contact/topics";
import { useHydrated } from "@/lib/use-hydrated";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";
import type { ContactCreate, ContactCreateInput } from "@/features/contact/schema";

const EMPTY: ContactCreateInput = { name: "", email: "", topic: "general", message: "" };
const FIELDS = new Set<string>(["name", "email", "topic", "message"]);
type Field = FieldPath<ContactCreateInput>;

// The shared schema, loaded when the visitor starts on the form (zod stays out of the page's first script).
const validation = lazyZodResolver<ContactCreateInput, ContactCreate>(() =>
  import("@/features/contact/schema").then((m) => m.contactCreateSchema),
);

/** Send a message to the operators. The shared schema checks it here and again on the server. */
export function ContactForm({ initial }: { initial?: Partial<ContactCreateInput> } = {}) {
  const [status, setStatus] = useState<"idle" | "sent" | "limited" | "failed">("idle");
  // False in the server HTML: the button waits for the form's script, so an early click cannot post the page.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactCreateInput, unknown, ContactCreate>({ resolver: validation.resolver, defaultValues: { ...EMPTY, ...initial } });

  async function onSubmit(values: ContactCreate) {
    setStatus("idle");
    try {
      await apiCall<{ id: string }>("/api/contact", { json: values });
      reset(EMPTY);
      setStatus("sent");
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 429) return setStatus("limited");
      for (const { field, message } of fieldIssues<Field>(error, FIELDS)) setError(field, { message });
      // A refused submission and a network failure read the same.
      setStatus("failed");
    }
  }

  const describe = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined);
  const errorText = (field: Field) =>
    errors[field]?.message ? (
      <p id={`contact-${field}-error`} className="text-sm text-destructive">
        {errors[field]?.message}
      </p>
    ) : null;

  const STATUS_TEXT = {
    idle: "",
    sent: "Thank you. Your message has been received; we read every message and reply by email when an answer is needed.",
    limited: "You have sent several messages in a short time. Please try again in an hour.",
    failed: "Your message could not be sent. Please check the form and try again.",
  } as const;

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="space-y-4" aria-labelledby="contact-form-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">Your name</Label>
          <Input id="contact-name" autoComplete="name" className="h-11" aria-invalid={errors.name ? true : undefined} aria-describedby={describe("name")} {...register("name")} />
          {errorText("name")}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">Email</Label>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            className="h-11"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe("email") ?? "contact-email-note"}
            {...register("email")}
          />
          {errorText("email") ?? (
            <p id="contact-email-note" className="text-xs text-muted-foreground">
              Only for our reply. Never shown publicly.
            </p>
          )}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-topic">Topic</Label>
        <NativeSelect id="contact-topic" wrapperClassName="w-full sm:w-80" className="h-11" aria-invalid={errors.topic ? true : undefined} aria-describedby={describe("topic")} {...register("topic")}>
          {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {errorText("topic")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          className="field-sizing-fixed"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe("message") ?? "contact-message-note"}
          {...register("message")}
        />
        {errorText("message") ?? (
          <p id="contact-message-note" className="text-xs text-muted-foreground">
            10 to 2,000 characters. Please do not include medical records or other health details.
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!hydrated || isSubmitting} className="h-11 px-6">
          {isSubmitting ? "Sending..." : "Send message"}
        </Button>
        <p role="status" className={`text-sm ${status === "sent" ? "text-foreground" : "text-muted-foreground"}`}>
          {STATUS_TEXT[status]}
        </p>
      </div>
    </form>
  );
}
