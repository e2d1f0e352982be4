import { useRunner } from "../runner-context";
import { CloudOffIcon } from "./icons";

/**
 * Calm word when the connection drops: the student keeps testing, the answers wait on the device.
 * The live region stays in the page so the change is announced.
 */
export function SyncBanner() {
  const offline = useRunner((s) => s.network === "offline");
  const submitting = useRunner((s) => s.phase === "submitting");
  return (
    <div className="runner-banner-slot" role="status">
      {offline && (
        <div className="runner-banner">
          <CloudOffIcon />
          <span>
            <strong>You&apos;re offline.</strong>{" "}
            {submitting
              ? "Your answers are kept on this device. This part of the test will be submitted as soon as the connection returns."
              : "You can keep working: your answers are kept on this device and will be sent when the connection returns."}
          </span>
        </div>
      )}
    </div>
  );
}
