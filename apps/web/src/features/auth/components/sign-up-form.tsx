import { useState, type FormEvent } from "react";
import { DEFAULT_PHONE_COUNTRY, EMAIL_MESSAGE, isValidEmail, passwordProblem } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { PasswordField } from "../../../components/ui/password-field";
import { phoneToInternational, type PhoneValue } from "../../../components/ui/phone-field";
import { recheckShown } from "../../../components/ui/field-errors";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../stores/toast-store";
import { useSignup } from "../api/signup";
import { NameAndMobileFields, nameAndMobileProblems } from "./name-and-mobile-fields";

interface SignUpFormProps {
  onLogin: () => void;
  onSignedUp: (email: string) => void;
}

type Field = "name" | "mobile" | "userName" | "password" | "whenExam" | "referalCode";

/** Field rules, the same ones the server applies (packages/core). */
function problems(values: {
  name: string;
  mobile: string;
  email: string;
  password: string;
}): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = nameAndMobileProblems(values.name, values.mobile);
  if (!isValidEmail(values.email.trim())) out.userName = EMAIL_MESSAGE;
  const password = passwordProblem(values.password);
  if (password) out.password = password;
  return out;
}

export function SignUpForm({ onLogin, onSignedUp }: SignUpFormProps) {
  const [name, setName] = useState("");
  const [phone, setPhone] = useState<PhoneValue>({ country: DEFAULT_PHONE_COUNTRY, national: "" });
  const [whenExam, setWhenExam] = useState("");
  const [referalCode, setReferalCode] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signup = useSignup();
  const mobile = phoneToInternational(phone);
  const current = () => problems({ name, mobile, email, password });
  const checkField = (field: Field) => setErrors((e) => ({ ...e, [field]: current()[field] }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = current();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    signup.mutate(
      {
        userName: email.trim(),
        password,
        name: name.trim(),
        mobile,
        profilePic: "",
        // The exam date is a calendar day, kept as midnight UTC whatever the time zone.
        whenExam: whenExam ? `${whenExam}T00:00:00.000Z` : "",
        referalCode: referalCode.trim(),
      },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onSignedUp(email.trim());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ userName: error.message });
            toast.error(error.message);
            return;
          }
          if (error instanceof ApiError) setErrors(error.fieldErrors());
          toast.error("Unable to Sign Up");
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Create account">
      <h1 className="auth-form__title">Create Account</h1>
      <NameAndMobileFields
        name={name}
        onName={setName}
        phone={phone}
        onPhone={setPhone}
        errors={errors}
        onBlurField={checkField}
        onRecheck={(field, problem) => recheckShown(setErrors, field, problem)}
      />
      <div className="auth-form__row">
        <TextField
          label="When Exam"
          type="date"
          min={new Date().toISOString().slice(0, 10)}
          value={whenExam}
          onChange={(e) => setWhenExam(e.target.value)}
          error={errors.whenExam}
        />
        <TextField
          label="Referral Code"
          value={referalCode}
          onChange={(e) => setReferalCode(e.target.value)}
          error={errors.referalCode}
          maxLength={32}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          recheckShown(setErrors, "userName", isValidEmail(e.target.value.trim()) ? null : EMAIL_MESSAGE);
        }}
        onBlur={() => email && checkField("userName")}
        error={errors.userName}
        required
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          recheckShown(setErrors, "password", passwordProblem(e.target.value));
        }}
        onBlur={() => password && checkField("password")}
        error={errors.password}
        hint="8 to 128 characters; avoid common passwords."
        required
      />
      <Button type="submit" busy={signup.isPending} disabled={signup.isPending || !email || !password || !name.trim()}>
        Create Account
      </Button>
      <p className="auth-form__switch">
        Already have an account?{" "}
        <button type="button" className="auth-form__link" onClick={onLogin}>
          Log in
        </button>
      </p>
    </form>
  );
}
