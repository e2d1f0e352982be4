import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { useDialog } from "../../../../stores/dialog-store";
import { useRunnerController } from "../runner-context";
import { SprExamples, SprRules } from "./spr-directions";

const SHORTCUTS = [
  { keys: ["A", "B", "C", "D"], action: "Choose that answer" },
  { keys: ["Alt+N", "→"], action: "Next question" },
  { keys: ["Alt+B", "←"], action: "Previous question" },
  { keys: ["M"], action: "Mark or unmark the question for review" },
  { keys: ["Alt+=", "Alt+-", "Alt+0"], action: "Zoom in, zoom out, back to 100%" },
  { keys: ["Alt+E"], action: "Turn the option eliminator on or off" },
  { keys: ["Alt+L"], action: "Turn the line reader on or off" },
  { keys: ["Alt+Q"], action: "Open the question list (Esc closes it)" },
  { keys: ["Alt+C", "Alt+R"], action: "Open or close the calculator or the reference sheet (Math)" },
  {
    keys: ["Shift+→", "Shift+←"],
    action:
      "In a focused passage or question, select words: the first press selects the first word; more extend or shrink the selection",
  },
  { keys: ["Shift+↓", "Shift+↑"], action: "Move where the selection starts, a word later or earlier" },
  { keys: ["Alt+H"], action: "Highlight the selected words and add a note (Esc closes the note)" },
  { keys: ["↑", "↓"], action: "Move between the answer choices" },
  { keys: ["Esc"], action: "Close a dialog or the question list" },
] as const;

function Shortcuts() {
  return (
    <section className="runner-directions__section" aria-labelledby="runner-shortcuts">
      <h3 id="runner-shortcuts" className="runner-directions__heading">
        Keyboard shortcuts
      </h3>
      <p className="runner-directions__note">
        Letters and arrows work when the cursor is not in the answer box. Tab moves through every button.
      </p>
      <dl className="runner-shortcuts">
        {SHORTCUTS.map((s) => (
          <div key={s.action} className="runner-shortcuts__row">
            <dt>
              {s.keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{s.action}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CloseRow({ onClose }: { onClose: () => void }) {
  return (
    <div className="runner-dialog__actions">
      <Button onClick={onClose}>Close</Button>
    </div>
  );
}

/** The Reading and Writing or the Math directions (spec section 2, Dialogs). */
export function DirectionsDialogs() {
  const { isOpen, type, close } = useDialog();
  const controller = useRunnerController();
  const openReference = () => {
    close();
    controller.tools.setTool("panel", "reference");
  };
  return (
    <>
      <Dialog open={isOpen && type === "writingInstructions"} onClose={close} title="Directions" size="wide">
        <div className="runner-directions">
          <p>
            The questions in this section address a number of important reading and writing skills. Each question
            includes one or more passages, which may include a table or graph. Read each passage and question carefully,
            and then choose the best answer to the question based on the passage(s).
          </p>
          <p>
            All questions in this section are multiple-choice with four answer choices. Each question has a single best
            answer.
          </p>
          <Shortcuts />
        </div>
        <CloseRow onClose={close} />
      </Dialog>
      <Dialog open={isOpen && type === "mathsInstructions"} onClose={close} title="Directions" size="wide">
        <div className="runner-directions">
          <p>
            The questions in this section address a number of important math skills. Use of a calculator is permitted
            for all questions. A reference sheet, calculator, and these directions can be accessed throughout the test.
          </p>
          <p>Unless otherwise indicated:</p>
          <ul className="runner-directions__list">
            <li>All variables and expressions represent real numbers.</li>
            <li>Figures provided are drawn to scale.</li>
            <li>All figures lie in a plane.</li>
            <li>
              The domain of a given function <i>f</i> is the set of all real numbers <i>x</i> for which <i>f</i>(
              <i>x</i>) is a real number.
            </li>
          </ul>
          <p>
            For multiple-choice questions, solve each problem and choose the correct answer from the choices provided.
            Each multiple-choice question has a single correct answer.
          </p>
          <section className="runner-directions__section" aria-labelledby="runner-spr-rules">
            <h3 id="runner-spr-rules" className="runner-directions__heading">
              Student-produced response questions
            </h3>
            <p>For student-produced response questions, solve each problem and enter your answer as follows:</p>
            <SprRules />
            <SprExamples />
          </section>
          <aside className="runner-directions__reference">
            <div>
              <strong>Reference sheet.</strong> Area and volume formulas, special right triangles and the angle facts
              you may use are on the reference sheet.
            </div>
            <Button variant="secondary" size="sm" onClick={openReference}>
              Open Reference
            </Button>
          </aside>
          <Shortcuts />
        </div>
        <CloseRow onClose={close} />
      </Dialog>
    </>
  );
}
