import type { Dispatch, SetStateAction } from "react";

/**
 * While the student types, a message already shown under a field follows the new value and goes
 * as soon as the field is right. Not only on blur: leaving a field by pressing the form's button
 * would remove the message then, move the button up under the pointer and lose the click.
 */
export function recheckShown<F extends string>(
  setErrors: Dispatch<SetStateAction<Partial<Record<F, string>>>>,
  field: F,
  problem: string | null | undefined,
): void {
  setErrors((errors) => (errors[field] ? { ...errors, [field]: problem || undefined } : errors));
}
