import { randomBytes } from "node:crypto";
import { BackupError } from "./archive";

/**
 * What a restore ends (security issue 51, item 3): a backup brings back the sessions and tokens of its day,
 * including ones revoked or spent since. After the data is in place, in the restored database: every owner's
 * session version moves on, so does the admin's, the signing keys kept in `app_secrets` are dropped (new ones
 * are drawn on first use) and a new key epoch is drawn (lib/session/signing.ts mixes it into keys derived from
 * SESSION_SECRET), and every unspent claim token and emailed link expires. Tables a backup made before them
 * lacks are skipped; the migrations that make them come when the server starts.
 */
export function endSessionsSql(epoch = randomBytes(32).toString("hex")): string {
  return `do $restore$
begin
  if to_regclass('public.owners') is not null then
    update public.owners set session_version = session_version + 1;
  end if;
  if to_regclass('public.claim_tokens') is not null then
    update public.claim_tokens set expires_at = least(expires_at, now() - interval '1 second') where used_at is null;
  end if;
  if to_regclass('public.app_secrets') is not null then
    delete from public.app_secrets where name like '%-key';
    insert into public.app_secrets (name, value) values ('admin-session-version', '1')
      on conflict (name) do update set value = (coalesce(nullif(public.app_secrets.value, ''), '0')::bigint + 1)::text;
    insert into public.app_secrets (name, value) values ('key-epoch', '${epoch}')
      on conflict (name) do update set value = excluded.value;
  end if;
end
$restore$;`;
}

/** Runs endSessionsSql in the PostgreSQL database just restored. */
export async function endSessionsPostgres(url: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query(endSessionsSql());
  } catch (e) {
    throw new BackupError(`The database was restored, but its sessions and tokens could not be ended: ${e instanceof Error ? e.message : String(e)}. Run npm run db:restore again.`);
  } finally {
    await client.end().catch(() => {});
  }
}
