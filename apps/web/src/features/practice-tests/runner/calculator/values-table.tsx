import { useId, useState } from "react";
import { tableRows } from "./table";
import type { RowResult } from "./rows";

export function ValuesTable({ results }: { results: readonly RowResult[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [start, setStart] = useState("-5");
  const [step, setStep] = useState("1");

  const functions = results.flatMap((result, row) =>
    result.kind === "curve" || result.kind === "region" ? [{ row, result }] : [],
  );
  const current = functions.find((f) => f.row === chosen) ?? functions[0];
  const table = current ? tableRows(current.result, start, step) : null;

  return (
    <section className="calc-table" aria-labelledby={`${id}-toggle`}>
      <button
        id={`${id}-toggle`}
        type="button"
        className="calc-table__toggle"
        aria-expanded={open}
        aria-controls={`${id}-body`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="calc-table__chevron">
          <path d="M6 3.5L10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        Table of values
      </button>
      <div id={`${id}-body`} className="calc-table__body" hidden={!open}>
        {!current ? (
          <p className="calc-table__empty">Type a function such as y = x^2 − 4 to see its values.</p>
        ) : (
          <>
            <div className="calc-table__controls">
              <label className="calc-table__control calc-table__control--wide">
                <span>Function</span>
                <select
                  value={current.row}
                  onChange={(event) => setChosen(Number(event.target.value))}
                  className="calc-table__input"
                >
                  {functions.map(({ row, result }) => (
                    <option key={row} value={row}>
                      {`${String(row + 1)}: ${result.label}`}
                    </option>
                  ))}
                </select>
              </label>
              <label className="calc-table__control">
                <span>Start x</span>
                <input
                  className="calc-table__input"
                  value={start}
                  inputMode="decimal"
                  onChange={(event) => setStart(event.target.value)}
                  aria-invalid={table?.startInvalid || undefined}
                />
              </label>
              <label className="calc-table__control">
                <span>Step</span>
                <input
                  className="calc-table__input"
                  value={step}
                  inputMode="decimal"
                  onChange={(event) => setStep(event.target.value)}
                  aria-invalid={table?.stepInvalid || undefined}
                />
              </label>
            </div>
            {table && (table.startInvalid || table.stepInvalid) ? (
              <p className="calc-row__error" role="status">
                Enter a number for the start and a step other than 0.
              </p>
            ) : (
              <table className="calc-table__grid">
                <caption className="visually-hidden">Values of {current.result.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">x</th>
                    <th scope="col">y</th>
                  </tr>
                </thead>
                <tbody>
                  {table?.rows.map(({ x, y }) => (
                    <tr key={x}>
                      <td>{x}</td>
                      <td>{y}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
