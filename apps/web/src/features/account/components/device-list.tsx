import { useEffect, useRef, useState, type RefObject } from "react";
import type { DeviceSession } from "@sat/core";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { shortDayMonthYear } from "../../../lib/dates";
import { toast } from "../../../stores/toast-store";
import { useDeviceSessions, useSignOutOtherSessions, useSignOutSession } from "../api/device-sessions";
import { deviceLabel, lastActiveText } from "../last-active";

const failure = (error: unknown) => (error instanceof ApiError ? error.message : "The device could not be signed out.");

/** `afterSignOut` holds the heading focus moves to once the row (and its button) is gone. */
function DeviceRow({
  device,
  afterSignOut,
}: {
  device: DeviceSession;
  afterSignOut: RefObject<HTMLHeadingElement | null>;
}) {
  const signOut = useSignOutSession();
  const label = deviceLabel(device);
  return (
    <li className="devices__item">
      <div className="devices__what">
        <span className="devices__name">
          {label}
          {device.current && <span className="account-badge">This device</span>}
        </span>
        <span className="devices__when">
          {lastActiveText(device.lastActiveAt)} · signed in {shortDayMonthYear(device.signedInAt)}
        </span>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          size="sm"
          busy={signOut.isPending}
          aria-label={`Sign out ${label}`}
          onClick={() =>
            signOut.mutate(device.id, {
              onSuccess: (r) => {
                toast.success(r.message);
                afterSignOut.current?.focus();
              },
              onError: (e) => toast.error(failure(e)),
            })
          }
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The sessions signed in to the account, this one marked; any other can be ended from here. */
export function DeviceList() {
  const devices = useDeviceSessions();
  const others = useSignOutOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Back from the confirmation, focus returns to the button that asked (it was unmounted meanwhile).
  useEffect(() => {
    if (confirming) asked.current = true;
    else if (asked.current) trigger.current?.focus();
  }, [confirming]);
  const hasOthers = (devices.data ?? []).some((d) => !d.current);
  return (
    <section className="account-card card" aria-labelledby="devices-title">
      <h2 id="devices-title" className="account-card__title" ref={title} tabIndex={-1}>
        Signed-in devices
      </h2>
      <p className="account-card__lead">
        Every browser where you are logged in. Sign out any you do not recognise or no longer use.
      </p>
      {devices.isPending ? (
        <p className="account-card__lead" role="status">
          Loading your devices…
        </p>
      ) : devices.isError ? (
        <div className="account-card__row" role="alert">
          <p className="account-card__lead">Your devices could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void devices.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="devices" aria-label="Signed-in devices">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} afterSignOut={title} />
          ))}
        </ul>
      )}
      {hasOthers && (
        <div className="account-card__actions">
          {confirming ? (
            <>
              <span className="account-card__lead">Sign out every device but this one?</span>
              <Button
                variant="danger"
                size="sm"
                autoFocus
                busy={others.isPending}
                onClick={() =>
                  others.mutate(undefined, {
                    onSuccess: (r) => {
                      toast.success(r.message);
                      asked.current = false;
                      title.current?.focus();
                    },
                    onError: (e) => toast.error(failure(e)),
                    onSettled: () => setConfirming(false),
                  })
                }
              >
                Yes, sign them out
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button ref={trigger} variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Sign out everywhere else
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
