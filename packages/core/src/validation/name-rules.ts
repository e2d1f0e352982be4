export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  required: "Full Name is required",
  tooLong: `Full Name must be at most ${NAME_MAX_LENGTH} characters`,
} as const;

/** The name rule without zod, for forms: the same message the server's schema gives, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === "") return NAME_MESSAGES.required;
  if (trimmed.length > NAME_MAX_LENGTH) return NAME_MESSAGES.tooLong;
  return null;
}
