// Types of test-mailbox.mjs for the TypeScript tests that use it.
export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  port: number;
  /** An smtp:// URL for SMTP_URL (with a user and password the server accepts). */
  url: string;
  received: ReceivedMail[];
  next(address: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export function startMailbox(options?: { delayMs?: number }): Promise<Mailbox>;
export function linkIn(mail: ReceivedMail, base: string): string;
