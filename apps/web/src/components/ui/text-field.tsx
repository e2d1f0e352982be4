import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import "./field.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown after the input, inside its frame (e.g. a show-password toggle). */
  trailing?: ReactNode;
  /** The input itself, e.g. to move focus to it (React 19 passes ref as a prop). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; mandatory fields show a red asterisk (spec section 2, Other screens). */
export function TextField({ label, error, hint, required, trailing, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["field", error ? "field--invalid" : "", className].filter(Boolean).join(" ")}>
      <span className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
