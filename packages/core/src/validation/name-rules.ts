export const NAME_MESSAGES = {
  required: "Full Name is required",
  tooLong: "Full Name must be at most 100 characters",
} as const;
