// The account forms' words without zod, so the account page can use them without loading it.

/** The word a student types to confirm that their account is to be deleted. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Enter your current password",
  confirmationRequired: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  sessionIdInvalid: "sessionId must be a valid id",
} as const;
