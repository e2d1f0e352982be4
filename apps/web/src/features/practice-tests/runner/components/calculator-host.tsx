import { lazy, Suspense } from "react";
import { useRunner, useRunnerController } from "../runner-context";

/** The calculator's code and its libraries, in their own chunk. */
export const loadCalculator = () => import("../calculator/calculator-panel");
const CalculatorPanel = lazy(loadCalculator);

/** The built-in calculator in the test window; its expressions live with the runner (CalculatorSync). */
export function CalculatorHost() {
  const controller = useRunnerController();
  const expressions = useRunner((s) => s.calculator);
  const close = () => {
    controller.tools.setTool("panel", null);
    document.getElementById("runner-tool-calculator")?.focus();
  };
  return (
    <Suspense fallback={null}>
      <CalculatorPanel
        id="runner-panel-calculator"
        expressions={expressions}
        onExpressionsChange={(next) => controller.tools.setCalculator(next)}
        onClose={close}
      />
    </Suspense>
  );
}
