import { useEffect, useRef, useState } from "react";
import type { Profile } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { dayMonthYear } from "../../../lib/dates";
import { toast } from "../../../stores/toast-store";
import type * as DetailsFormModule from "./details-form";

/**
 * The form carries the phone-number rules (libphonenumber-js, 30 KiB gzipped): loaded when it is
 * about to be used (a pointer or focus on its button), not with the page, and shown once it is in,
 * so the card never shows a half-loaded state.
 */
let detailsForm: typeof DetailsFormModule | null = null;
const loadDetailsForm = () => import("./details-form").then((module) => (detailsForm = module));

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
  const preload = () => void loadDetailsForm().catch(() => undefined);
  const open = () =>
    void loadDetailsForm().then(
      () => setEditing(true),
      () => toast.error("The form could not be loaded. Check your connection and try again."),
    );

  const Form = editing ? detailsForm?.DetailsForm : undefined;
  return (
    <section className="account-card card" aria-labelledby="details-title">
      <h2 id="details-title" className="account-card__title">
        Your details
      </h2>
      {Form ? (
        <Form profile={profile} onDone={() => setEditing(false)} />
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
              <dd>{profile.mobile || "Not given"}</dd>
            </div>
            <div>
              <dt>Plan</dt>
              <dd>{profile.isPro && profile.proTill ? `PRO until ${dayMonthYear(profile.proTill)}` : "Free"}</dd>
            </div>
          </dl>
          <div className="account-card__actions">
            <Button
              ref={editButton}
              variant="secondary"
              size="sm"
              onPointerEnter={preload}
              onFocus={preload}
              onClick={open}
            >
              Change name or mobile
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
