// Zod-free, so the web's pages can use them without loading a schema.

/** The one answer to any emailed link that cannot be used, whatever the reason. */
export const EMAIL_LINK_MESSAGE = "This link has expired or was already used";

/** 32 random bytes in base64url: what the server puts in every emailed link. */
export const EMAIL_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long each kind of link works. */
export const EMAIL_LINK_LIFETIME = {
  passwordResetMinutes: 30,
  verifyEmailHours: 24,
} as const;

/** The web app's pages the links open (apps/web's paths use these too, so the two cannot drift). */
export const EMAIL_LINK_PAGES = {
  resetPassword: "/reset-password",
  verifyEmail: "/verify-email",
} as const;
