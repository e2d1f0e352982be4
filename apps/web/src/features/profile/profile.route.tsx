import { Button } from "../../components/ui/button";
import { useMe } from "../auth/api/me";
import { useGuestGate } from "../auth/use-guest-gate";
import { EmailChangeCard } from "../account-email/components/email-change-card";
import { ProfileForm } from "./components/profile-form";
import { draftFrom } from "./profile-form";
import "./profile.css";

/** Exam date and target score (not in the spec; docs/spec-deviations.md). */
export function Component() {
  const isGuest = useGuestGate();
  const me = useMe(!isGuest);
  return (
    <div className="page profile">
      <h1>Profile</h1>
      {isGuest ? (
        <div className="empty-state card">
          <p>Log in to set your exam date and target score.</p>
        </div>
      ) : me.isPending ? (
        <div className="profile-form card profile-form--loading" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your profile…
          </span>
        </div>
      ) : me.isError ? (
        <div className="profile-error card" role="alert">
          <p>Your profile could not be loaded.</p>
          <Button variant="secondary" size="sm" busy={me.isRefetching} onClick={() => void me.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="page__lead profile__who">
            {me.data.name} · {me.data.email}
          </p>
          <ProfileForm key={me.data.id} initial={draftFrom(me.data)} />
          <EmailChangeCard />
        </>
      )}
    </div>
  );
}
