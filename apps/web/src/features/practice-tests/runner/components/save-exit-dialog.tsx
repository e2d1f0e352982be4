import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { useDialog } from "../../../../stores/dialog-store";
import { useRunner, useRunnerController } from "../runner-context";

export function SaveExitDialog() {
  const controller = useRunnerController();
  const { isOpen, type, close } = useDialog();
  const exiting = useRunner((s) => s.phase === "exiting");
  return (
    <Dialog open={isOpen && type === "saveExitDialogue"} onClose={close} title="Save and Exit">
      <p>If you exit now, we will save your progress and you can resume this test any time.</p>
      <div className="runner-dialog__actions">
        <Button variant="secondary" onClick={close} disabled={exiting}>
          Continue Test
        </Button>
        <Button
          busy={exiting}
          onClick={() => {
            void controller.saveAndExit().finally(close);
          }}
        >
          Save and Exit
        </Button>
      </div>
    </Dialog>
  );
}
