/** Business constants of the product specification (section 9) and of the security references. */
export const TIMING = {
  readingWritingModuleSeconds: 1920,
  breakSeconds: 600,
  mathModuleSeconds: 2100,
  countdownTickMs: 1000,
} as const;

export const UI = {
  toastAutoCloseMs: 5000,
  popupWidth: 400,
  popupHeight: 500,
  sidebarExpandedPx: 224,
  sidebarCollapsedPx: 56,
  authOverlayAnimationMs: 700,
  dataCacheMs: 60_000,
  chunkLoadTimeoutMs: 120_000,
  footerFirstYear: 2024,
} as const;

export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 128,
} as const;

/** Sessions last a week: long enough to cover a study week, short enough to limit a stolen token. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Failed-login limits; the window is short so a real student is never locked out for long. */
export const LOGIN_RATE_LIMIT = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 100,
} as const;

/**
 * Emails a student can make the server send (reset links, verification links): counted like failed
 * logins, per account and per address, whether or not the account exists.
 */
export const EMAIL_RATE_LIMIT = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 30,
} as const;

/** Partner tokens for the redirect login must be short-lived. */
export const SSO_TOKEN_MAX_LIFETIME_SECONDS = 5 * 60;

export const DEFAULT_PHONE_COUNTRY = "IN" as const;
