import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { recheckShown } from "../../../components/ui/field-errors";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../stores/toast-store";
import { useUpdateProfile } from "../api/update-profile";
import {
  EXTENDED_TIME_CHOICES,
  loadProfileSchema,
  localToday,
  validateProfile,
  type ProfileDraft,
  type ProfileErrors,
  type ProfileField,
} from "../profile-form";

function serverErrors(error: ApiError): ProfileErrors {
  const all = error.fieldErrors();
  const out: ProfileErrors = {};
  if (all.whenExam) out.whenExam = all.whenExam;
  if (all.targetScore) out.targetScore = all.targetScore;
  return out;
}

export function ProfileForm({ initial }: { initial: ProfileDraft }) {
  const [draft, setDraft] = useState<ProfileDraft>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const today = localToday();

  const problems = async (d: ProfileDraft): Promise<ProfileErrors> => {
    const result = validateProfile(d, today, await loadProfileSchema());
    return result.ok ? {} : result.errors;
  };
  const checkField = (field: ProfileField) =>
    void problems(draft).then((found) => setErrors((e) => ({ ...e, [field]: found[field] })));
  const edit = (next: Partial<ProfileDraft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...next }));
    if (!errors.whenExam && !errors.targetScore) return;
    void problems({ ...draft, ...next }).then((found) => {
      recheckShown(setErrors, "whenExam", found.whenExam);
      recheckShown(setErrors, "targetScore", found.targetScore);
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = validateProfile(draft, today, await loadProfileSchema());
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    update.mutate(result.body, {
      onSuccess: () => {
        setSaved(true);
        toast.success("Your profile is saved");
      },
      onError: (error) => {
        const found = error instanceof ApiError ? serverErrors(error) : {};
        setErrors(found);
        if (Object.keys(found).length === 0) toast.error(error instanceof ApiError ? error.message : "Unable to save");
      },
    });
  };

  return (
    <form
      className="account-card card"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="profile-form-title"
    >
      <h2 id="profile-form-title" className="account-card__title">
        Your test day and goal
      </h2>
      <p className="account-card__lead">
        They set the countdown to your test and the target line on your score history.
      </p>
      <div className="account-card__fields">
        <TextField
          label="Exam date"
          type="date"
          min={today}
          value={draft.whenExam}
          onChange={(e) => edit({ whenExam: e.target.value })}
          onBlur={() => checkField("whenExam")}
          error={errors.whenExam}
          hint="Leave empty if you have not booked it yet."
        />
        <TextField
          label="Target score"
          type="number"
          inputMode="numeric"
          min={400}
          max={1600}
          step={10}
          placeholder="For example 1350"
          value={draft.targetScore}
          onChange={(e) => edit({ targetScore: e.target.value, targetUnreadable: e.target.validity.badInput })}
          onBlur={() => checkField("targetScore")}
          error={errors.targetScore}
          hint="400 to 1600 in steps of 10; leave empty for no target."
        />
      </div>
      <fieldset className="profile-form__time">
        <legend>Extended time</legend>
        <p className="profile-form__hint">
          If you are approved for extended time, practise with it: every module&apos;s clock follows it (breaks do not
          change). It applies to tests you start from now on.
        </p>
        {EXTENDED_TIME_CHOICES.map((choice) => (
          <label key={choice.value} className="profile-form__choice">
            <input
              type="radio"
              name="extendedTime"
              value={choice.value}
              checked={draft.extendedTime === choice.value}
              onChange={() => edit({ extendedTime: choice.value })}
            />
            <span>
              <strong>{choice.label}</strong> <span className="profile-form__hint">{choice.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="account-card__actions">
        <Button type="submit" busy={update.isPending}>
          Save
        </Button>
        <p className="account-card__status" role="status">
          {saved && (
            <>
              Saved. <Link to={paths.dashboard}>Back to your dashboard</Link>
            </>
          )}
        </p>
      </div>
    </form>
  );
}
