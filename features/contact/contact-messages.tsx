import { formatDistanceToNow } from "date-fns";
import { CONTACT_TOPICS, type ContactTopic } from "@/features/contact/topics";

export type AdminContactMessage = { id: string; name: string; email: string; topic: string; message: string; createdAt: Date };

/** Messages sent through /contact, newest first. Only admins see the sender's email (to reply). */
export function ContactMessages({ messages }: { messages: AdminContactMessage[] }) {
  if (messages.length === 0) return <p className="rounded-lg border bg-card p-4 text-muted-foreground">No messages yet.</p>;
  return (
    <ul className="space-y-3">
      {messages.map((m) => (
        <li key={m.id} className="rounded-lg border bg-card p-4" data-testid="contact-message">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium">
              {m.name}{" "}
              <a href={`mailto:${m.email}`} className="text-sm font-normal text-primary underline underline-offset-4">
                {m.email}
              </a>
            </p>
            <p className="text-sm text-muted-foreground">
              {CONTACT_TOPICS[m.topic as ContactTopic] ?? m.topic} ·{" "}
              <time dateTime={m.createdAt.toISOString()}>{formatDistanceToNow(m.createdAt, { addSuffix: true })}</time>
            </p>
          </div>
          <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line">{m.message}</p>
        </li>
      ))}
    </ul>
  );
}
