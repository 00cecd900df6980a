import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db";
import { adminTotpUsed } from "@/db/schema";
import { env } from "@/lib/env";
import { base32Decode, matchTotpStep } from "./totp";

/** True when admin sign-in also asks for a TOTP code (ADMIN_TOTP_SECRET is set). */
export function totpEnabled(): boolean {
  return Boolean(env.ADMIN_TOTP_SECRET);
}

/**
 * Checks a code and consumes its time step: a valid code is accepted once, and a code of the same or an
 * earlier step than the last accepted one is refused, on every app server (the step is kept in Postgres;
 * the conditional upsert makes two simultaneous sign-ins with one code accept only one).
 */
export async function verifyAndConsumeTotp(code: string, nowMs = Date.now()): Promise<boolean> {
  const key = env.ADMIN_TOTP_SECRET ? base32Decode(env.ADMIN_TOTP_SECRET) : null;
  if (!key || key.length === 0) return false;
  const step = matchTotpStep(key, code.trim(), nowMs);
  if (step === null) return false;
  const db = await getDb();
  const rows = await db
    .insert(adminTotpUsed)
    .values({ account: "admin", lastStep: step })
    .onConflictDoUpdate({
      target: adminTotpUsed.account,
      set: { lastStep: step, updatedAt: new Date() },
      setWhere: sql`${adminTotpUsed.lastStep} < ${step}`,
    })
    .returning({ lastStep: adminTotpUsed.lastStep });
  return rows.length === 1;
}
