/**
 * The codes an API error may carry, for failures a client acts on by itself beyond showing the
 * message; a client that does not know a code shows the message. zod-free, for the browser.
 */
export const ERROR_CODES = {
  /** The attempt was opened by another signed-in session, which now holds it (one device at a time). */
  testOpenElsewhere: "test-open-elsewhere",
} as const;
