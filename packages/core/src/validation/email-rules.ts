/** Section 5: a non-space start, no spaces or @, an @, a domain, a dot and letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]+$/;
export const EMAIL_EXAMPLE = "student@example.com";
export const EMAIL_MESSAGE = `Please Enter Valid Email Ex:${EMAIL_EXAMPLE}`;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
