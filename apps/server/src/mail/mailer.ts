import { createTransport } from "nodemailer";

/** One email: plain text for every client, simple HTML for those that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about; what the log mailer writes so an installation without SMTP still works. */
  link: string;
}

/** How the app sends email; injected like its other services, so tests point it at a real SMTP server. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Mail through an SMTP server (nodemailer), one connection per message: a student gets a few a year. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

interface InfoLogger {
  info(details: object, message: string): void;
}

/** Without SMTP_URL: each message (recipient, subject, link) goes to the server log for the operator to pass on. */
export function logMailer(log: InfoLogger): Mailer {
  return {
    send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject, link: message.link } },
        "email not sent (no SMTP_URL)",
      );
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}
