import { z } from "../zod.js";
import { emailSchema } from "../validation/email.js";
import { NAME_MAX_LENGTH, NAME_MESSAGES } from "../validation/name-rules.js";
import { mobileSchema } from "../validation/phone.js";
import { newPasswordSchema } from "../validation/new-password.js";

/** The student's full name, as given at sign-up and changed on the account page. */
export const fullNameSchema = z
  .string({ error: NAME_MESSAGES.required })
  .trim()
  .min(1, { error: NAME_MESSAGES.required })
  .max(NAME_MAX_LENGTH, { error: NAME_MESSAGES.tooLong });

const whenExamSchema = z.union([z.literal(""), z.iso.datetime({ offset: true })], {
  error: "When Exam must be a valid date",
});

export const signupRequestSchema = z.strictObject({
  userName: emailSchema,
  password: newPasswordSchema,
  name: fullNameSchema,
  mobile: mobileSchema.optional().default(""),
  profilePic: z
    .union([z.literal(""), z.url({ protocol: /^https?$/, error: "Profile picture must be an http(s) address" })])
    .optional()
    .default(""),
  whenExam: whenExamSchema.optional().default(""),
  referalCode: z
    .string()
    .trim()
    .max(32, { error: "Referral code must be at most 32 characters" })
    .regex(/^[A-Za-z0-9_-]*$/, { error: "Referral code may hold only letters, digits, - and _" })
    .optional()
    .default(""),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/**
 * Name and mobile, changed on the account page with the sign-up's rules; '' removes the mobile.
 * Here rather than with the other profile schemas, which the account page loads for its test-day
 * form: these rules bring the phone-number metadata.
 */
export const detailsUpdateRequestSchema = z.strictObject({
  name: fullNameSchema,
  mobile: mobileSchema,
});
export type DetailsUpdateRequest = z.input<typeof detailsUpdateRequestSchema>;
