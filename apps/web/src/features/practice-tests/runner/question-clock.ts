/**
 * Time each question is on screen, over all its visits: the runner adds what a visit took to the
 * answer when the student leaves the question, submits the module, saves and exits, or hides the
 * page; the server bounds the total by the module's clock. Hidden time does not count.
 */
export class QuestionClock {
  private current: { qId: string; since: number } | null = null;
  private hidden = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** Starts timing a question (null: the review page); returns what the one left behind gained. */
  show(qId: string | null): { qId: string; ms: number } | null {
    const ended = this.take();
    this.current = qId === null ? null : { qId, since: this.now() };
    return ended;
  }

  /** The current question's time not yet taken; it keeps running from now. */
  take(): { qId: string; ms: number } | null {
    if (!this.current) return null;
    const at = this.now();
    const ms = this.hidden ? 0 : Math.max(0, at - this.current.since);
    this.current.since = at;
    return ms > 0 ? { qId: this.current.qId, ms } : null;
  }

  hide(): { qId: string; ms: number } | null {
    const taken = this.take();
    this.hidden = true;
    return taken;
  }

  reveal(): void {
    this.hidden = false;
    if (this.current) this.current.since = this.now();
  }
}

/** Adds a visit to what an answer already carries (a number from the server, or nothing yet). */
export const addVisit = (previous: unknown, ms: number): number =>
  Math.round((typeof previous === "number" && Number.isFinite(previous) ? previous : 0) + ms);
