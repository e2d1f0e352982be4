import type { ReactNode } from "react";
import { RichText } from "./rich-text";
import "./choice.css";

/** The outcome of a check, drawn on the chosen option. */
export type ChoiceVerdict = "correct" | "incorrect";

/** An option that is one formula ($\frac{7}{2}$) is set in display style, so fractions read full size. */
const optionText = (text: string): string =>
  /^\$[^$]+\$$/.test(text.trim()) ? `$\\displaystyle ${text.trim().slice(1, -1)}$` : text;

interface ChoiceGroupProps {
  /** The id of the question's prompt: the group's accessible name. */
  labelledBy: string;
  children: ReactNode;
}

/** The answer options of a question, one under another, as one radio group (arrow keys move between them). */
export function ChoiceGroup({ labelledBy, children }: ChoiceGroupProps) {
  return (
    <div className="choices" role="radiogroup" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

interface ChoiceProps {
  /** The radio group's name, the same for every option of a question. */
  name: string;
  value: string;
  /** 'A'–'D': drawn in the bubble, and the start of the accessible name ('A: …'). */
  letter: string;
  /** The option's text: rich text, with formulas. */
  text: string;
  checked: boolean;
  onChoose: () => void;
  /** Crossed out (the option eliminator): muted and struck through, and ' (crossed out)' in its name. */
  eliminated?: boolean;
  /** Colours the option green or red after a check. */
  verdict?: ChoiceVerdict | null;
  /** Shown at the end of the option, inside it (e.g. the check's verdict). */
  trailing?: ReactNode;
}

/**
 * One answer option as a native radio button drawn as a card: the whole card is the click target,
 * the letter sits in a bubble, and the selected option turns blue.
 */
export function Choice({
  name,
  value,
  letter,
  text,
  checked,
  onChoose,
  eliminated = false,
  verdict = null,
  trailing,
}: ChoiceProps) {
  return (
    <label
      className={[
        "choice",
        checked ? "choice--selected" : "",
        verdict ? `choice--${verdict}` : "",
        eliminated ? "choice--eliminated" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <input type="radio" className="choice__input" name={name} value={value} checked={checked} onChange={onChoose} />
      <span className="choice__letter" aria-hidden="true">
        {letter}
      </span>
      <span className="choice__text">
        <span className="visually-hidden">{letter}: </span>
        <RichText text={optionText(text)} />
        {eliminated && <span className="visually-hidden"> (crossed out)</span>}
      </span>
      {trailing}
    </label>
  );
}
