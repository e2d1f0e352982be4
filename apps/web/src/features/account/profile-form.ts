import type { ExtendedTime, ProfileUpdateRequest, profileUpdateRequestSchema } from "@sat/core";

export type ProfileSchema = typeof profileUpdateRequestSchema;

/** The server's schema, loaded with zod on the form's first check rather than with the page. */
export const loadProfileSchema = (): Promise<ProfileSchema> =>
  import("@sat/core/schemas/progress").then((m) => m.profileUpdateRequestSchema);

export type ProfileField = "whenExam" | "targetScore";
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileDraft {
  /** As the date input gives it: 'YYYY-MM-DD' or ''. */
  whenExam: string;
  /** As typed; '' means not set. */
  targetScore: string;
  /** The number input holds text it cannot read as a number (its value is then ''). */
  targetUnreadable?: boolean;
  extendedTime: ExtendedTime;
}

export const EXTENDED_TIME_CHOICES: { value: ExtendedTime; label: string; hint: string }[] = [
  { value: "none", label: "Standard time", hint: "32 minutes a Reading and Writing module, 35 a Math module" },
  { value: "time-and-a-half", label: "Time and a half", hint: "48 and 52½ minutes" },
  { value: "double", label: "Double time", hint: "64 and 70 minutes" },
];

export const PAST_DATE_MESSAGE = "The exam date cannot be in the past";
const NOT_A_NUMBER = "Target score must be a number";

/** Today in the student's own calendar, as the date input spells it. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The profile stores the exam as midnight UTC of its day: its date part is the day. */
export function examDateInput(whenExam: string | null): string {
  return whenExam ? whenExam.slice(0, 10) : "";
}

export function draftFrom(profile: {
  whenExam: string | null;
  targetScore: number | null;
  extendedTime: ExtendedTime;
}): ProfileDraft {
  return {
    whenExam: examDateInput(profile.whenExam),
    targetScore: profile.targetScore === null ? "" : String(profile.targetScore),
    extendedTime: profile.extendedTime,
  };
}

/** The server's own schema first, then the one rule it needs a calendar for. */
export function validateProfile(
  draft: ProfileDraft,
  today: string,
  schema: ProfileSchema,
): { ok: true; body: ProfileUpdateRequest } | { ok: false; errors: ProfileErrors } {
  const typed = draft.targetScore.trim();
  const parsed = schema.safeParse({
    whenExam: draft.whenExam,
    targetScore: typed === "" ? null : Number(typed),
    extendedTime: draft.extendedTime,
  });
  const errors: ProfileErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "whenExam" || field === "targetScore") && !errors[field]) errors[field] = issue.message;
    }
  }
  if (draft.targetUnreadable) errors.targetScore = NOT_A_NUMBER;
  if (!errors.whenExam && draft.whenExam !== "" && draft.whenExam < today) errors.whenExam = PAST_DATE_MESSAGE;
  if (parsed.success && !errors.whenExam && !errors.targetScore) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
