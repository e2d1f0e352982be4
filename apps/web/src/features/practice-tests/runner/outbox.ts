import { ERROR_CODES, type Answer, type AnswerStatus, type SaveTestRequest, type Stage } from "@sat/core";
import { ApiError } from "../../../lib/api-client";
import type { AnswerStore, StoredAnswer } from "./answer-db";

export interface SaveResult {
  saved: number;
  /** What became of each answer sent: saved, or refused for good with the reason. */
  answers: AnswerStatus[];
  currentModuleName: Stage | null;
  timeLeftMs: number;
  status: "in_progress" | "completed";
}

export interface SentInfo {
  /** The stage the save was sent for. */
  stage: Stage;
  /** Epoch ms when the request left and when the answer came back, to place the server's clock. */
  sentAt: number;
  receivedAt: number;
}

export type NetworkState = "online" | "offline";

export interface OutboxOptions {
  userTestId: string;
  testId: string;
  store: AnswerStore;
  send: (body: SaveTestRequest) => Promise<SaveResult>;
  /** Where the student is now; every save carries it. */
  position: () => { stage: Stage; count: number };
  onSaved?: (result: SaveResult, info: SentInfo) => void;
  /** The server refused the whole request for good (409 and the like): its answers are dropped. */
  onRejected?: (error: ApiError, dropped: Answer[]) => void;
  /** The server took the request but refused these answers for good (time over): they are dropped. */
  onRefused?: (refused: RefusedAnswer[]) => void;
  /**
   * Another device opened the test and holds it: nothing is sent (not even heartbeats) until
   * `release`, and every unsent answer stays here and on the device.
   */
  onTakenOver?: () => void;
  onNetwork?: (state: NetworkState) => void;
  onPendingChange?: (count: number) => void;
  now?: () => number;
  debounceMs?: number;
  maxWaitMs?: number;
  retryDelaysMs?: readonly number[];
}

export interface RefusedAnswer {
  answer: Answer;
  message: string;
}

export class NetworkDownError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

export type SendOutcome = "sent" | "network" | "rejected" | "held" | "failed";

/** flush() could not send: the test is open on another device (see OutboxOptions.onTakenOver). */
export class TakenOverError extends Error {
  constructor() {
    super("This test is now open on another device.");
  }
}

export const isTakeover = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.body.code === ERROR_CODES.testOpenElsewhere;

/** A failure worth retrying: no connection, the server busy or briefly broken. */
export const isTransient = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/**
 * No connection, or the server says it cannot reach its database (503): either way the answers
 * stay on the device and the runner shows it is offline until a save goes through.
 */
export const isOfflineSpell = (error: ApiError): boolean => error.status === 0 || error.status === 503;

const DEFAULT_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Sends answers to `savetest` in small debounced batches: the first change waits at most
 * `maxWaitMs` (2 s), retries back off while the network is down, and an `online` event retries at
 * once. An answer leaves the outbox only when the server answered for its own seq (saved, or
 * refused for good): a newer change made while the request was in flight stays and goes with the
 * next batch, and so does anything the server did not answer for.
 */
export class AnswerOutbox {
  private readonly pending = new Map<string, { answer: Answer; stage: Stage }>();
  private inFlight: Promise<SendOutcome> | null = null;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private firstQueuedAt: number | null = null;
  private positionVersion = 0;
  private sentPositionVersion = 0;
  private failures = 0;
  private network: NetworkState = "online";
  private disposed = false;
  private held = false;
  /** Epoch ms of the last request that reached the server (the heartbeat keys off it). */
  lastContactAt = 0;
  lastAttemptAt = 0;

  constructor(private readonly options: OutboxOptions) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get userTestId(): string {
    return this.options.userTestId;
  }

  get size(): number {
    return this.pending.size;
  }

  get networkState(): NetworkState {
    return this.network;
  }

  /** True while another device holds the test. */
  get isHeld(): boolean {
    return this.held;
  }

  /** This device holds the test again (Continue here): what waited goes now. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.failures = 0;
    void this.sendNow();
  }

  /** Loads what a previous visit left unsent. */
  seed(records: StoredAnswer[], currentStage: Stage): void {
    for (const record of records) {
      if (record.pending !== 1) continue;
      // A module already submitted cannot take answers any more; keeping them would block every batch.
      if (record.stage !== currentStage) {
        void this.options.store.markSent(record.userTestId, record.qId, record.answer.seq);
        continue;
      }
      const existing = this.pending.get(record.qId);
      if (!existing || existing.answer.seq < record.answer.seq)
        this.pending.set(record.qId, { answer: record.answer, stage: record.stage });
    }
    this.emitPending();
    if (this.pending.size > 0) this.schedule();
  }

  /** Writes the change to the device at once, then queues it for the server. */
  async record(answer: Answer, stage: Stage): Promise<void> {
    this.pending.set(answer.qId, { answer, stage });
    this.emitPending();
    this.schedule();
    await this.options.store.putAnswer({
      userTestId: this.options.userTestId,
      qId: answer.qId,
      stage,
      answer,
      pending: 1,
    });
  }

  /** The student moved; the new position goes with the next save. */
  positionChanged(): void {
    this.positionVersion += 1;
    this.schedule();
  }

  /** The browser reports no connection; the next successful send reports it back. */
  noteOffline(): void {
    this.setNetwork("offline");
  }

  /** Drops everything queued for other stages (after a module was submitted). */
  forgetOtherStages(stage: Stage): void {
    for (const [qId, item] of this.pending) if (item.stage !== stage) this.pending.delete(qId);
    this.emitPending();
  }

  private emitPending(): void {
    this.options.onPendingChange?.(this.pending.size);
  }

  private setNetwork(state: NetworkState): void {
    if (this.network === state) return;
    this.network = state;
    this.options.onNetwork?.(state);
  }

  private schedule(): void {
    if (this.disposed || this.held || this.retryTimer) return;
    const now = this.now();
    this.firstQueuedAt ??= now;
    const debounce = this.options.debounceMs ?? 700;
    const maxWait = this.options.maxWaitMs ?? 2_000;
    const delay = Math.max(0, Math.min(debounce, this.firstQueuedAt + maxWait - now));
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      void this.sendNow();
    }, delay);
  }

  private scheduleRetry(): void {
    if (this.disposed || this.retryTimer) return;
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS;
    const delay = delays[Math.min(this.failures - 1, delays.length - 1)] ?? 30_000;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.sendNow();
    }, delay);
  }

  /** The connection is back (the browser's `online` event): try at once instead of waiting. */
  retryNow(): void {
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
    void this.sendNow();
  }

  /**
   * Sends what is pending now (an empty batch is a heartbeat that keeps the server's clock running).
   * One request at a time: a call during a send waits for it, then sends what is left.
   */
  async sendNow(options: { exit?: boolean; force?: boolean } = {}): Promise<SendOutcome> {
    while (this.inFlight) await this.inFlight;
    if (this.disposed) return "failed";
    if (this.held) return "held";
    if (this.debounceTimer) {
      clearTimeout(this.debounceTimer);
      this.debounceTimer = null;
    }
    this.firstQueuedAt = null;
    const run = this.sendBatch(options.exit ?? false);
    this.inFlight = run;
    try {
      return await run;
    } finally {
      this.inFlight = null;
    }
  }

  private async sendBatch(exit: boolean): Promise<SendOutcome> {
    const { stage, count } = this.options.position();
    const batch = [...this.pending.values()]
      .filter((item) => item.stage === stage)
      .slice(0, 60)
      .map((item) => item.answer);
    const positionVersion = this.positionVersion;
    const sentAt = this.now();
    this.lastAttemptAt = sentAt;
    try {
      const result = await this.options.send({
        userTestId: this.options.userTestId,
        testId: this.options.testId,
        answerData: batch,
        additionalProps: { currentModuleName: stage, count: Math.min(60, Math.max(0, count)) },
        exit,
      });
      const receivedAt = this.now();
      this.lastContactAt = receivedAt;
      this.failures = 0;
      this.sentPositionVersion = Math.max(this.sentPositionVersion, positionVersion);
      // Each answer on its own: saved ones and refused ones leave; one the server did not mention stays.
      const fate = new Map(result.answers.map((status) => [`${status.qId}#${status.seq}`, status]));
      const refused: RefusedAnswer[] = [];
      const settled = batch.filter((answer) => {
        const status = fate.get(`${answer.qId}#${answer.seq}`);
        if (status?.status === "refused") refused.push({ answer, message: status.message ?? "" });
        return status !== undefined;
      });
      await this.settle(settled, new Set(refused.map((r) => r.answer)));
      if (refused.length > 0) this.options.onRefused?.(refused);
      this.setNetwork("online");
      this.options.onSaved?.(result, { stage, sentAt, receivedAt });
      if (this.hasWork()) this.schedule();
      return "sent";
    } catch (error) {
      if (this.disposed) return "failed";
      if (error instanceof DOMException && error.name === "AbortError") return "failed";
      if (isTakeover(error)) {
        // Nothing in the batch was written; it all stays for when this device takes the test back.
        this.held = true;
        this.lastContactAt = this.now();
        this.setNetwork("online");
        this.options.onTakenOver?.();
        return "held";
      }
      if (isTransient(error)) {
        this.failures += 1;
        if (isOfflineSpell(error)) this.setNetwork("offline");
        this.scheduleRetry();
        return "network";
      }
      if (error instanceof ApiError && error.status !== 401) {
        // Refused for good: keeping them would block every later batch. The caller shows why.
        this.lastContactAt = this.now();
        this.setNetwork("online");
        await this.settle(batch);
        this.options.onRejected?.(error, batch);
        return "rejected";
      }
      return "failed";
    }
  }

  /**
   * Takes the batch out of the outbox where no newer change replaced it meanwhile. A refused answer
   * leaves the device too: kept there, a reload would show it again and send it again.
   */
  private async settle(batch: Answer[], refused: ReadonlySet<Answer> = new Set()): Promise<void> {
    const { store, userTestId } = this.options;
    const writes: Promise<void>[] = [];
    for (const answer of batch) {
      const current = this.pending.get(answer.qId);
      if (current && current.answer.seq === answer.seq) this.pending.delete(answer.qId);
      writes.push(
        refused.has(answer)
          ? store.forget(userTestId, answer.qId, answer.seq)
          : store.markSent(userTestId, answer.qId, answer.seq),
      );
    }
    this.emitPending();
    await Promise.all(writes).catch(() => undefined);
  }

  private hasWork(): boolean {
    const { stage } = this.options.position();
    const answers = [...this.pending.values()].some((item) => item.stage === stage);
    return answers || this.positionVersion > this.sentPositionVersion;
  }

  /**
   * Sends until nothing is left (before a module is submitted). Throws NetworkDownError when the
   * connection is down, so the caller can wait for it and try again, and TakenOverError while
   * another device holds the test; refused answers are dropped.
   */
  async flush(options: { exit?: boolean } = {}): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      const outcome = await this.sendNow(options);
      if (outcome === "network") throw new NetworkDownError(new ApiError(networkErrorBody));
      if (outcome === "held") throw new TakenOverError();
      if (outcome === "failed") throw new Error("The answers could not be saved.");
      if (!this.hasWork()) return;
    }
  }

  dispose(): void {
    this.disposed = true;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.debounceTimer = null;
    this.retryTimer = null;
  }
}

const networkErrorBody = {
  status: 0,
  title: "Network Error",
  message: "The server cannot be reached. Check your connection and try again.",
};
