import type { MailMessage } from "./mailer.js";

const PRODUCT = "SAT Practice";

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  /** Why the student gets this email, first. */
  reason: string;
  action?: { label: string; link: string; validFor: string };
  /** What to do if they did not ask for it. */
  footnote: string;
}

/** Plain text and a simple HTML version saying the same; no images or tracking. */
function compose(letter: Letter): MailMessage {
  const { action } = letter;
  const text = [
    letter.greeting,
    "",
    letter.reason,
    ...(action ? ["", `${action.label}: ${action.link}`, `This link works once, for ${action.validFor}.`] : []),
    "",
    letter.footnote,
    "",
    `— ${PRODUCT}`,
  ].join("\n");
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#2450c9;` +
      `color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>` +
      `<p style="color:#555;font-size:13px">This link works once, for ${escapeHtml(action.validFor)}. ` +
      `If the button does not work, copy this address into your browser:<br>${escapeHtml(action.link)}</p>`
    : "";
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2433;line-height:1.5">` +
    `<p style="font-weight:800;letter-spacing:0.14em;color:#2450c9">${PRODUCT}</p>` +
    `<p>${escapeHtml(letter.greeting)}</p><p>${escapeHtml(letter.reason)}</p>${button}` +
    `<p style="color:#555;font-size:13px">${escapeHtml(letter.footnote)}</p></body></html>`;
  return { to: letter.to, subject: letter.subject, text, html, link: action?.link ?? "" };
}

export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): MailMessage {
  return compose({
    to,
    subject: `Reset your ${PRODUCT} password`,
    greeting: `Hello ${name},`,
    reason: `Someone (we hope you) asked to reset the password of your ${PRODUCT} account. Choose a new password with the link below; every device signed in to your account will be signed out.`,
    action: { label: "Choose a new password", link, validFor: `${validMinutes} minutes` },
    footnote: "If you did not ask for this, ignore this email: your password stays as it is.",
  });
}

export function verifyEmailEmail(to: string, name: string, link: string, validHours: number): MailMessage {
  return compose({
    to,
    subject: `Confirm your email for ${PRODUCT}`,
    greeting: `Hello ${name},`,
    reason: `Thanks for creating a ${PRODUCT} account. Please confirm that this is your email address, so you can always get back into your account.`,
    action: { label: "Confirm my email", link, validFor: `${validHours} hours` },
    footnote: `If you did not create a ${PRODUCT} account, ignore this email.`,
  });
}

export function confirmNewEmailEmail(to: string, name: string, link: string, validHours: number): MailMessage {
  return compose({
    to,
    subject: `Confirm your new email for ${PRODUCT}`,
    greeting: `Hello ${name},`,
    reason: `You asked to use this address for your ${PRODUCT} account. It takes effect once you confirm it with the link below; until then you keep signing in with your current address.`,
    action: { label: "Confirm my new email", link, validFor: `${validHours} hours` },
    footnote: "If you did not ask for this, ignore this email: nothing changes.",
  });
}

/** To the old address once the change is done, so a student whose session was stolen finds out. */
export function emailChangedNotice(to: string, name: string, newEmail: string): MailMessage {
  return compose({
    to,
    subject: `Your ${PRODUCT} email address was changed`,
    greeting: `Hello ${name},`,
    reason: `The email address of your ${PRODUCT} account was changed to ${newEmail}. You now sign in with that address.`,
    footnote:
      "If you did not make this change, someone else may know your password: tell the people who run this site.",
  });
}
