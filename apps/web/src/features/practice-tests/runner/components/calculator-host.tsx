import { lazy, Suspense } from "react";
import type * as CalculatorPanelModule from "../calculator/calculator-panel";
import { useRunner, useRunnerController } from "../runner-context";

type CalculatorModule = typeof CalculatorPanelModule;
let loaded: CalculatorModule | null = null;

/** The calculator's code and its libraries, in their own chunk (fetched when a Math module opens). */
export const loadCalculator = (): Promise<CalculatorModule> =>
  import("../calculator/calculator-panel").then((module) => (loaded = module));
const LazyCalculatorPanel = lazy(loadCalculator);

/**
 * The built-in calculator in the test window; its expressions live with the runner (ToolSync). Once
 * its chunk is in, the panel renders in the same commit as the click (lazy() would suspend once
 * more and show it a frame later).
 */
export function CalculatorHost() {
  const controller = useRunnerController();
  const expressions = useRunner((s) => s.calculator);
  const close = () => {
    controller.tools.setTool("panel", null);
    document.getElementById("runner-tool-calculator")?.focus();
  };
  const CalculatorPanel = loaded?.default ?? LazyCalculatorPanel;
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
