import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as a real SMTP server on loopback received it: recipients in lower case, headers unfolded. */
export type Mail = { to: string[]; raw: string; subject: string; headers: string; text: string };

export type Inbox = {
  /** Every message received, oldest first. */
  mails: Mail[];
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** The messages to one address (lower case), optionally with one subject. */
  to(address: string, subject?: string): Mail[];
  /** Delay before the greeting of the next connections (a slow server), 0 by default. */
  setGreetingDelay(ms: number): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (a free port) that keeps every message it receives, for the tests of mail that
 * leaves through nodemailer. The body's text has quoted-printable soft breaks and the common escapes undone.
 */
export async function startInbox(): Promise<Inbox> {
  const mails: Mail[] = [];
  let greetingDelayMs = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      setTimeout(() => callback(), greetingDelayMs);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        const split = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
        const text = raw.slice(split + 4).replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/=E2=80=93/g, "\u2013");
        const subject = /^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? "";
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, subject, headers, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    mails,
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    to: (address, subject) => mails.filter((m) => m.to.includes(address.toLowerCase()) && (subject === undefined || m.subject === subject)),
    setGreetingDelay: (ms) => void (greetingDelayMs = ms),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
