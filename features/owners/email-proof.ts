import "server-only";
import { getDomain } from "tldts";
import { env } from "@/lib/env";

/**
 * The email proof (decisions.md "Owners keep their listing true"): a one-time sign-in link, valid 30
 * minutes, sent to an address at the listing website's registrable domain ("clinic.com" for
 * www.clinic.com and mail.clinic.com, by the Public Suffix List, so "clinic.co.uk" is one domain and
 * "co.uk" none). Free-mail domains never count: anyone can have an address there.
 */
const FREE_MAIL = new Set([
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "outlook.com", "hotmail.com", "live.com", "msn.com",
  "aol.com", "icloud.com", "me.com", "mac.com", "proton.me", "protonmail.com", "pm.me", "gmx.com", "gmx.net", "mail.com",
  "yandex.com", "yandex.ru", "zoho.com", "fastmail.com", "hey.com", "tutanota.com", "comcast.net", "att.net", "verizon.net",
]);

/** The registrable domain of a URL's or an address's host, or null (IP addresses, public suffixes, junk). */
export function registrableDomain(host: string): string | null {
  const domain = getDomain(host.toLowerCase(), { allowPrivateDomains: true });
  return domain && !/^[\d.]+$/.test(domain) ? domain : null;
}

/** The domain an owner's address must be at for this website, or null when the website has none that counts. */
export function claimDomain(website: string | null): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(website).hostname;
  } catch {
    return null;
  }
  const domain = registrableDomain(host);
  return domain && !FREE_MAIL.has(domain) ? domain : null;
}

/** Whether `email` is at the website's registrable domain (or a subdomain of it), never free mail. */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  const domain = claimDomain(website);
  const at = email.lastIndexOf("@");
  if (!domain || at < 1) return false;
  return registrableDomain(email.slice(at + 1)) === domain;
}

/** Sends one plain-text message through SMTP_URL (nodemailer). */
export async function sendMail(to: string, subject: string, text: string): Promise<void> {
  const url = env.SMTP_URL;
  if (!url) throw new Error("SMTP_URL is not set");
  const nodemailer = await import("nodemailer");
  const transport = nodemailer.createTransport(url);
  try {
    await transport.sendMail({ from: env.SMTP_FROM ?? `Heavy Metal Detox Directory <no-reply@${new URL(env.SITE_URL).hostname}>`, to, subject, text });
  } finally {
    transport.close();
  }
}
