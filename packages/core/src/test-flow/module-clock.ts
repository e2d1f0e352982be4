/**
 * The server's clock for the current module or break. It runs only while the student is there:
 * every save is a contact, and the browser saves (or sends a heartbeat) at least every
 * HEARTBEAT_INTERVAL_MS. When contacts stop for longer than CONTACT_TIMEOUT_MS (a closed tab, a
 * crash, a lost network) the clock stops at the last contact plus that timeout, as the official
 * app pauses its timer when it exits. Save and Exit pauses it at once.
 */
export const HEARTBEAT_INTERVAL_MS = 15_000;
export const CONTACT_TIMEOUT_MS = 30_000;
/**
 * How long after the server's clock reached zero an answer is still taken, provided the browser
 * says it was given within the time: covers answers kept on the device while the network was down
 * at the very end of a module. Anything later is refused with a clear error.
 */
export const LATE_ANSWER_ALLOWANCE_MS = 2 * 60_000;

export interface ModuleClock {
  /** Time left when the clock last stopped or was banked. */
  timeLeftMs: number;
  /** Epoch ms when the clock last started running; null while paused. */
  runningSince: number | null;
  /** Epoch ms of the last contact. */
  lastSeenAt: number | null;
}

export const startClock = (durationMs: number, now: number): ModuleClock => ({
  timeLeftMs: durationMs,
  runningSince: now,
  lastSeenAt: now,
});

/** Where the running clock stops if no contact comes. */
function runningUntil(clock: ModuleClock, now: number): number {
  if (clock.runningSince === null) return clock.runningSince ?? now;
  const lastSeen = clock.lastSeenAt ?? clock.runningSince;
  return Math.min(now, lastSeen + CONTACT_TIMEOUT_MS);
}

/** Time left now; negative once the time is over. */
export function remainingMs(clock: ModuleClock, now: number): number {
  if (clock.runningSince === null) return clock.timeLeftMs;
  return clock.timeLeftMs - Math.max(0, runningUntil(clock, now) - clock.runningSince);
}

/** A contact: keeps the clock running, or restarts it if it had stopped for lack of contact. */
export function touch(clock: ModuleClock, now: number): ModuleClock {
  if (clock.runningSince === null) return { timeLeftMs: clock.timeLeftMs, runningSince: now, lastSeenAt: now };
  const lastSeen = clock.lastSeenAt ?? clock.runningSince;
  if (now - lastSeen <= CONTACT_TIMEOUT_MS) return { ...clock, lastSeenAt: now };
  return { timeLeftMs: remainingMs(clock, now), runningSince: now, lastSeenAt: now };
}

/** Save and Exit. */
export const pauseClock = (clock: ModuleClock, now: number): ModuleClock => ({
  timeLeftMs: remainingMs(clock, now),
  runningSince: null,
  lastSeenAt: now,
});

export type AnswerTiming = { ok: true } | { ok: false; reason: "claimed-after-time" | "too-late" };

/**
 * An answer carries the time left on the student's screen when it was given. It is taken when
 * that was within the time and the server's own clock has not been over for longer than the
 * allowance; the browser cannot grant itself time, since the server's clock decides when the
 * module ends.
 */
export function checkAnswerTiming(clock: ModuleClock, now: number, clientTimeLeftMs: number): AnswerTiming {
  if (clientTimeLeftMs <= 0) return { ok: false, reason: "claimed-after-time" };
  if (remainingMs(clock, now) < -LATE_ANSWER_ALLOWANCE_MS) return { ok: false, reason: "too-late" };
  return { ok: true };
}
