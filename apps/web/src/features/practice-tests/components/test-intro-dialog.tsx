import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { LineIcon } from "../../../components/ui/line-icon";

interface Note {
  title: string;
  text: string;
  icon: ReactNode;
}

const icon = (d: string) => <LineIcon d={d} size={22} />;

/** Spec section 2, Dialogs: the three notes of the test intro. */
const NOTES: Note[] = [
  {
    title: "Test Structure",
    text: "This practice test is timed like the real digital SAT: two Reading and Writing modules, a 10-minute break, then two Math modules. You can save and exit at any time and resume where you left off.",
    icon: icon("M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z"),
  },
  {
    title: "Questions",
    text: "The questions are written in the style of the SAT. Facts, people and artworks in the passages may be invented for this test.",
    icon: icon("M9.1 9a3 3 0 015.8 1c0 2-3 3-3 3M12 17h.01M21 12a9 9 0 11-18 0 9 9 0 0118 0z"),
  },
  {
    title: "Adaptive Testing",
    text: "How you do in the first module of each section decides whether its second module is easier or harder, just as on test day.",
    icon: icon("M4 18l5-6 4 3 7-9M15 6h5v5"),
  },
];

export interface TestIntroDialogProps {
  open: boolean;
  testName: string;
  onClose: () => void;
  onStart: () => void;
}

export function TestIntroDialog({ open, testName, onClose, onStart }: TestIntroDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={testName}>
      <ul className="practices-intro">
        {NOTES.map((note) => (
          <li key={note.title} className="practices-intro__note">
            <span className="practices-intro__icon">{note.icon}</span>
            <div>
              <h3 className="practices-intro__title">{note.title}</h3>
              <p className="practices-intro__text">{note.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="practices-intro__luck">Good Luck!</p>
      <div className="practices-intro__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onStart}>Start</Button>
      </div>
    </Dialog>
  );
}
