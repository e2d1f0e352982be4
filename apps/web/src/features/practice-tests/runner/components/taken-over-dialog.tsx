import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { useRunner, useRunnerController } from "../runner-context";

export const TAKEN_OVER_TITLE = "This test is now open on another device";

/** What became of this device's answers, in words: nothing typed here is dropped in silence. */
export function unsentText(unsent: number): string {
  if (unsent === 0) return "Every answer you gave on this device was saved before the test was opened elsewhere.";
  const answers = unsent === 1 ? "1 answer" : `${unsent} answers`;
  return `${answers} from this device ${unsent === 1 ? "is" : "are"} not saved yet. ${
    unsent === 1 ? "It stays" : "They stay"
  } on this device and ${unsent === 1 ? "is" : "are"} sent if you continue here.`;
}

/**
 * One device at a time, as on test day: another signed-in device opened this test, so this one
 * stops writing until the student takes it back or leaves.
 */
export function TakenOverDialog() {
  const controller = useRunnerController();
  const takenOver = useRunner((s) => s.takenOver);
  const pending = useRunner((s) => s.pending);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={takenOver} onClose={() => undefined} title={TAKEN_OVER_TITLE} dismissible={false} role="alertdialog">
      <p>You can carry on here, which closes the test on the other device, or leave it open there.</p>
      <p>{unsentText(pending)}</p>
      <div className="runner-dialog__actions">
        <Button variant="secondary" onClick={() => controller.leaveToOtherDevice()} disabled={busy}>
          Exit
        </Button>
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            void controller.continueHere().finally(() => setBusy(false));
          }}
        >
          Continue here
        </Button>
      </div>
    </Dialog>
  );
}
