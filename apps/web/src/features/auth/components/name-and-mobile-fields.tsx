import type { Ref } from "react";
import { mobileProblem, nameProblem } from "@sat/core";
import { PhoneField, phoneToInternational, type PhoneValue } from "../../../components/ui/phone-field";
import { TextField } from "../../../components/ui/text-field";

type Field = "name" | "mobile";

/** The two fields' rules, the same the server applies (packages/core), for a form's own check. */
export function nameAndMobileProblems(name: string, mobile: string): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  const nameMessage = nameProblem(name);
  if (nameMessage) out.name = nameMessage;
  const mobileMessage = mobileProblem(mobile);
  if (mobileMessage) out.mobile = mobileMessage;
  return out;
}

interface NameAndMobileFieldsProps {
  name: string;
  onName: (name: string) => void;
  phone: PhoneValue;
  onPhone: (phone: PhoneValue) => void;
  errors: Partial<Record<Field, string>>;
  /** Leaving a field checks it. */
  onBlurField: (field: Field) => void;
  /** While typing: the field's problem now (see `recheckShown`). */
  onRecheck: (field: Field, problem: string | null) => void;
  nameRef?: Ref<HTMLInputElement>;
}

/** Full Name and Mobile Number with the sign-up's rules: on the sign-up form and the account page. */
export function NameAndMobileFields({
  name,
  onName,
  phone,
  onPhone,
  errors,
  onBlurField,
  onRecheck,
  nameRef,
}: NameAndMobileFieldsProps) {
  return (
    <>
      <TextField
        ref={nameRef}
        label="Full Name"
        autoComplete="name"
        value={name}
        onChange={(e) => {
          onName(e.target.value);
          onRecheck("name", nameProblem(e.target.value));
        }}
        onBlur={() => onBlurField("name")}
        error={errors.name}
        required
      />
      <PhoneField
        label="Mobile Number"
        value={phone}
        onChange={(next) => {
          onPhone(next);
          onRecheck("mobile", mobileProblem(phoneToInternational(next)));
        }}
        onBlur={() => onBlurField("mobile")}
        error={errors.mobile}
      />
    </>
  );
}
