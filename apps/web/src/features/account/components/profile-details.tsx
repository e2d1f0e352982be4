import { useEffect, useRef, useState, type FormEvent } from "react";
import { DEFAULT_PHONE_COUNTRY, mobileProblem, nameProblem, type Profile } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { recheckShown } from "../../../components/ui/field-errors";
import {
  formatPhone,
  phoneFromInternational,
  phoneToInternational,
  type PhoneValue,
} from "../../../components/ui/phone-field";
import { ApiError } from "../../../lib/api-client";
import { dayMonthYear } from "../../../lib/dates";
import { toast } from "../../../stores/toast-store";
import { NameAndMobileFields } from "../../auth/components/name-and-mobile-fields";
import { useUpdateDetails } from "../api/update-details";

type Field = "name" | "mobile";
type Errors = Partial<Record<Field, string>>;

/** The sign-up's rules for these two fields, the same the server applies (packages/core). */
function problems(name: string, mobile: string): Errors {
  const out: Errors = {};
  const nameMessage = nameProblem(name);
  if (nameMessage) out.name = nameMessage;
  const mobileMessage = mobileProblem(mobile);
  if (mobileMessage) out.mobile = mobileMessage;
  return out;
}

/** Who the account belongs to; the name and mobile can be changed here, the email in its own card. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back from the form, focus returns to the button that opened it.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <section className="account-card card" aria-labelledby="details-title">
      <h2 id="details-title" className="account-card__title">
        Your details
      </h2>
      {editing ? (
        <DetailsForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="account-details">
            <div>
              <dt>Name</dt>
              <dd>{profile.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{profile.email}</dd>
            </div>
            <div>
              <dt>Mobile</dt>
              <dd>{profile.mobile ? formatPhone(profile.mobile) : "Not given"}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{profile.isPro && profile.proTill ? `PRO until ${dayMonthYear(profile.proTill)}` : "Free"}</dd>
            </div>
          </dl>
          <div className="account-card__actions">
            <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Change name or mobile
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function DetailsForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
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
