import { lazy, Suspense } from "react";
import { ToolPanel } from "./tool-panel";

// The sheet's drawings load with the first opening, not with the runner.
const ReferenceSheet = lazy(() =>
  import("../../../references/components/reference-sheet").then((m) => ({ default: m.ReferenceSheet })),
);

export function ReferencePanel() {
  return (
    <ToolPanel id="reference" title="Reference Sheet">
      <p className="tool-panel__intro">Formulas and facts you may use on every question of the Math section.</p>
      <Suspense fallback={<p className="tool-panel__intro">Loading the reference sheet…</p>}>
        <ReferenceSheet headingLevel={3} />
      </Suspense>
    </ToolPanel>
  );
}
