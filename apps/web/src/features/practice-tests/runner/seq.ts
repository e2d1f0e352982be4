/**
 * The order of a student's changes. Every change carries a larger `seq` than the one before, also
 * across reloads (it starts from the clock, in microsecond-like steps), so the server keeps the
 * newest answer whatever order retries arrive in. Stays well inside Number.MAX_SAFE_INTEGER.
 */
let last = 0;

/** Never hand out a seq at or below one already seen (from the server or this device). */
export function noteSeq(seen: number): void {
  if (seen > last) last = seen;
}

export function nextSeq(now: number = Date.now()): number {
  const next = Math.max(Math.floor(now) * 1000, last + 1);
  last = next;
  return next;
}
