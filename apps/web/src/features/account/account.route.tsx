import { Button } from "../../components/ui/button";
import { useMe } from "../auth/api/me";
import { useGuestGate } from "../auth/use-guest-gate";
import { EmailChangeCard } from "./components/email-change-card";
import { ChangePasswordForm } from "./components/change-password-form";
import { DeviceList } from "./components/device-list";
import { ProfileDetails } from "./components/profile-details";
import { ProfileForm } from "./components/profile-form";
import { YourData } from "./components/your-data";
import { draftFrom } from "./profile-form";
import "./account.css";

/** The student's account: details, test day and goal, password, devices and their data. */
export function Component() {
  const isGuest = useGuestGate();
  const me = useMe(!isGuest);
  return (
    <div className="page account-page">
      <h1>Account</h1>
      {isGuest ? (
        <div className="empty-state card">
          <p>Log in to see your account.</p>
        </div>
      ) : me.isPending ? (
        <div className="account-card card account-card--loading" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your account…
          </span>
        </div>
      ) : me.isError ? (
        <div className="profile-error card" role="alert">
          <p>Your account could not be loaded.</p>
          <Button variant="secondary" size="sm" busy={me.isRefetching} onClick={() => void me.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="account-page__sections">
          <ProfileDetails profile={me.data} />
          <ProfileForm key={me.data.id} initial={draftFrom(me.data)} />
          <EmailChangeCard />
          <ChangePasswordForm />
          <DeviceList />
          <YourData />
        </div>
      )}
    </div>
  );
}
