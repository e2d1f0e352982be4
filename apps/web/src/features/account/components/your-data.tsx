import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION_WORD } from "@sat/core/validation/account-rules";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { PasswordField } from "../../../components/ui/password-field";
import { TextField } from "../../../components/ui/text-field";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../stores/toast-store";
import { downloadMyData, useDeleteAccount } from "../api/account-security";

type Errors = Partial<Record<"password" | "confirmation", string>>;

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (password === "") found.password = ACCOUNT_MESSAGES.currentPasswordRequired;
    if (confirmation.trim() !== DELETE_CONFIRMATION_WORD) found.confirmation = ACCOUNT_MESSAGES.confirmationRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    remove.mutate(
      { password, confirmation },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          // The home route clears the token and everything the browser kept.
          void navigate(paths.root, { replace: true });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors() : {};
          const shown: Errors = {};
          if (fields.password) shown.password = fields.password;
          if (fields.confirmation) shown.confirmation = fields.confirmation;
          setErrors(shown);
          if (Object.keys(shown).length === 0)
            toast.error(error instanceof ApiError ? error.message : "Your account could not be deleted.");
        },
      },
    );
  };

  return (
    <form className="account-delete" onSubmit={submit} noValidate aria-label="Delete my account">
      <p>
        This deletes your account, every test you took with its answers and scores, your question-bank progress, review
        queue and notes, and signs you out everywhere. It cannot be undone. Download your data first if you want a copy.
      </p>
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        spellCheck={false}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
      />
      <div className="account-card__actions">
        <Button type="submit" variant="danger" busy={remove.isPending}>
          Delete my account
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Download everything the product holds, or delete the account with it. */
export function YourData() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadMyData()
      .then(() => toast.success("Your data is downloaded"))
      .catch((error: unknown) =>
        toast.error(error instanceof ApiError ? error.message : "Your data could not be downloaded."),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <section className="account-card card" aria-labelledby="data-title">
      <h2 id="data-title" className="account-card__title">
        Your data
      </h2>
      <p className="account-card__lead">
        A copy of everything we keep about you — your profile, every test with its answers and scores, question-bank
        answers, review items and notes — as one JSON file.
      </p>
      <div className="account-card__actions">
        <Button variant="secondary" busy={downloading} onClick={download}>
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog open={deleting} onClose={() => setDeleting(false)} title="Delete your account?">
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Dialog>
    </section>
  );
}
