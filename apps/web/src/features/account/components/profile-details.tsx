import type { Profile } from "@sat/core";
import { dayMonthYear } from "../../../lib/dates";

/** Who the account belongs to. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <section className="account-card card" aria-labelledby="details-title">
      <h2 id="details-title" className="account-card__title">
        Your details
      </h2>
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
    </section>
  );
}
