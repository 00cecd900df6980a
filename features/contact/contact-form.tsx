"use client";

import { useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiCallError, apiCall, fieldIssues } from "@/lib/http/client";
import { errorText } from "@/lib/i18n/error-text";
import type { ContactTopic } from "@/features/contact/topics";
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

/** The form's words in the page's language (messages/*.json, contact), passed by the server: no catalogue here. */
export type ContactFormText = {
  name: string;
  email: string;
  emailNote: string;
  topic: string;
  message: string;
  messageNote: string;
  sending: string;
  send: string;
  sent: string;
  limited: string;
  failed: string;
  topics: Record<ContactTopic, string>;
  /** The schema's and the API's English messages, each with the page's (error-text.ts). */
  errors: Record<string, string>;
  /** What an unknown message reads as; absent: the message as written. */
  otherError?: string;
};

/** Send a message to the operators. The shared schema checks it here and again on the server. */
export function ContactForm({ initial, text }: { initial?: Partial<ContactCreateInput>; text: ContactFormText }) {
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
  const fieldError = (field: Field) =>
    errors[field]?.message ? (
      <p id={`contact-${field}-error`} className="text-sm text-destructive">
        {errorText(errors[field].message, text)}
      </p>
    ) : null;

  const STATUS_TEXT = { idle: "", sent: text.sent, limited: text.limited, failed: text.failed } as const;

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={validation.preload} noValidate className="space-y-4" aria-labelledby="contact-form-heading">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="contact-name">{text.name}</Label>
          <Input id="contact-name" autoComplete="name" className="h-11" aria-invalid={errors.name ? true : undefined} aria-describedby={describe("name")} {...register("name")} />
          {fieldError("name")}
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-email">{text.email}</Label>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            className="h-11"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describe("email") ?? "contact-email-note"}
            {...register("email")}
          />
          {fieldError("email") ?? (
            <p id="contact-email-note" className="text-xs text-muted-foreground">
              {text.emailNote}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-topic">{text.topic}</Label>
        <NativeSelect id="contact-topic" wrapperClassName="w-full sm:w-80" className="h-11" aria-invalid={errors.topic ? true : undefined} aria-describedby={describe("topic")} {...register("topic")}>
          {Object.entries(text.topics).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        {fieldError("topic")}
      </div>
      <div className="space-y-2">
        <Label htmlFor="contact-message">{text.message}</Label>
        <Textarea
          id="contact-message"
          rows={6}
          className="field-sizing-fixed"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe("message") ?? "contact-message-note"}
          {...register("message")}
        />
        {fieldError("message") ?? (
          <p id="contact-message-note" className="text-xs text-muted-foreground">
            {text.messageNote}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!hydrated || isSubmitting} className="h-11 px-6">
          {isSubmitting ? text.sending : text.send}
        </Button>
        <p role="status" className={`text-sm ${status === "sent" ? "text-foreground" : "text-muted-foreground"}`}>
          {STATUS_TEXT[status]}
        </p>
      </div>
    </form>
  );
}
