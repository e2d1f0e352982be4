import { ReferenceSheet } from "./components/reference-sheet";
import "./references.css";

/**
 * The reference sheet page. It also opens on its own in a 400 x 500 window from the test runner,
 * so it sets its own window title and padding instead of leaning on the app layout.
 */
export function Component() {
  return (
    <main className="references">
      <title>Reference Sheet · SAT Practice</title>
      <h1 className="references__title">Reference Sheet</h1>
      <p className="references__intro">Formulas and facts you may use on every question of the Math section.</p>
      <ReferenceSheet />
    </main>
  );
}
