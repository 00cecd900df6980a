import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/db";
import { contactMessages as m } from "@/db/schema";
import type { ContactCreate } from "@/features/contact/schema";

export type ContactMessage = { id: string; name: string; email: string; topic: string; message: string; createdAt: Date };

/** Stores a message from /contact; answers only its id and time (the email is never echoed). */
export async function createContactMessage(input: ContactCreate): Promise<{ id: string; createdAt: Date }> {
  const db = await getDb();
  const [row] = await db.insert(m).values(input).returning({ id: m.id, createdAt: m.createdAt });
  return row!;
}

/** Admin only: the latest messages, newest first. */
export async function listContactMessages(limit = 100): Promise<ContactMessage[]> {
  const db = await getDb();
  return db.select().from(m).orderBy(desc(m.createdAt), desc(m.id)).limit(limit);
}
