import { fetchAttemptTools, saveCalculator } from "../api/attempt-tools-api";
import { readDeviceSettings, writeDeviceSettings } from "./device-settings";

/** Edits reach the server after this pause in typing; the device keeps every edit at once. */
export const CALCULATOR_SAVE_AFTER_MS = 800;

/**
 * Keeps the calculator's expressions for an attempt: on the device at once, on the server shortly
 * after (sent again when the connection returns), and loaded back from either on resume. Lives as
 * long as the runner, so closing the panel right after typing loses nothing.
 */
export class CalculatorSync {
  private userTestId: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unsent: string[] | null = null;

  constructor(
    private readonly read: () => string[],
    private readonly write: (expressions: string[]) => void,
    private readonly api = { fetch: fetchAttemptTools, save: saveCalculator },
  ) {}

  /** The attempt's expressions: this device's, or else the server's (from another device). */
  load(userTestId: string): void {
    if (this.userTestId === userTestId) return;
    this.userTestId = userTestId;
    const local = readDeviceSettings(userTestId).calculator;
    this.write(local);
    if (local.some((e) => e.trim() !== "")) return;
    this.api
      .fetch(userTestId)
      .then((tools) => {
        if (this.userTestId === userTestId && this.read().every((e) => e.trim() === ""))
          this.write(tools.calculator.expressions);
      })
      .catch(() => undefined);
  }

  change(expressions: string[]): void {
    this.write(expressions);
    const id = this.userTestId;
    if (!id) return;
    writeDeviceSettings(id, { calculator: expressions });
    this.unsent = expressions;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(), CALCULATOR_SAVE_AFTER_MS);
  }

  /** The connection is back, or the runner is closing: send what the server does not have. */
  flush(): void {
    clearTimeout(this.timer);
    this.send();
  }

  private send(): void {
    const id = this.userTestId;
    const expressions = this.unsent;
    if (!id || !expressions) return;
    this.api
      .save(id, expressions)
      .then(() => {
        if (this.unsent === expressions) this.unsent = null;
      })
      .catch(() => undefined);
  }
}
