import { useEffect, useRef, useState, type FormEvent } from "react";
import { DEFAULT_PHONE_COUNTRY, type Profile } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { recheckShown } from "../../../components/ui/field-errors";
import { phoneFromInternational, phoneToInternational, type PhoneValue } from "../../../components/ui/phone-field";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../stores/toast-store";
import { NameAndMobileFields, nameAndMobileProblems as problems } from "../../auth/components/name-and-mobile-fields";
import { useUpdateDetails } from "../api/update-details";

type Field = "name" | "mobile";
type Errors = Partial<Record<Field, string>>;

/** Name and mobile in place of the details; Save or Cancel calls `onDone`. */
export function DetailsForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const [name, setName] = useState(profile.name);
  const [phone, setPhone] = useState<PhoneValue>(() => phoneFromInternational(profile.mobile, DEFAULT_PHONE_COUNTRY));
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateDetails();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);
  const mobile = phoneToInternational(phone);
  const checkField = (field: Field) => setErrors((e) => ({ ...e, [field]: problems(name, mobile)[field] }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = problems(name, mobile);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { name: name.trim(), mobile },
      {
        onSuccess: () => {
          toast.success("Your details are saved");
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors() : {};
          const known: Errors = { name: fields.name, mobile: fields.mobile };
          setErrors(known);
          if (!known.name && !known.mobile) toast.error(error instanceof ApiError ? error.message : "Unable to save");
        },
      },
    );
  };

  return (
    <form className="account-card__form" onSubmit={submit} noValidate aria-label="Change name or mobile">
      <div className="account-card__fields">
        <NameAndMobileFields
          nameRef={nameInput}
          name={name}
          onName={setName}
          phone={phone}
          onPhone={setPhone}
          errors={errors}
          onBlurField={checkField}
          onRecheck={(field, problem) => recheckShown(setErrors, field, problem)}
        />
      </div>
      <div className="account-card__actions">
        <Button type="submit" busy={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
