// A real SMTP server for tests (smtp-server and mailparser, from the nodemailer project): it listens
// on a free port, accepts any message, parses it and keeps it, so a test can read the email the app
// sent and follow its link exactly as a student would.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * Starts the mailbox on 127.0.0.1. `delayMs` holds every message that long before accepting it,
 * so a test can tell whether the app waited for the mail before answering.
 */
export async function startMailbox({ delayMs = 0 } = {}) {
  const received = [];
  const waiting = [];
  const deliver = (mail) => {
    received.push(mail);
    for (const waiter of [...waiting]) {
      if (waiter.match(mail)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: nothing to encrypt, and no certificate for the app to trust.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    // Any user and password: SMTP_URL may carry them, as a real provider's does.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "anyone" }),
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          };
          setTimeout(() => {
            deliver(mail);
            callback();
          }, delayMs);
        })
        .catch(callback);
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.server.address();
  return {
    port,
    url: `smtp://tester:secret@127.0.0.1:${port}`,
    received,
    /** The first message to `address` (lower-cased) whose subject matches, waiting up to `timeoutMs` for it. */
    next(address, subject = /./, timeoutMs = 10_000) {
      const match = (mail) => mail.to.includes(address.toLowerCase()) && subject.test(mail.subject);
      const already = received.find((mail) => match(mail) && !mail.taken);
      if (already) {
        already.taken = true;
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no email to ${address} matching ${subject} within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          match: (mail) => match(mail) && !mail.taken,
          resolve: (mail) => {
            clearTimeout(timer);
            mail.taken = true;
            resolve(mail);
          },
        };
        waiting.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The first link in a message's text that starts with `base`. */
export function linkIn(mail, base) {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const found = new RegExp(`${escaped}[^\\s>"]*`).exec(mail.text);
  if (!found) throw new Error(`no link to ${base} in: ${mail.text}`);
  return found[0];
}
