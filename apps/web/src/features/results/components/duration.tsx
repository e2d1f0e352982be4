import { clock, spokenDuration } from "../report-format";

/** "4:10" on screen, "4 minutes 10 seconds" to a screen reader. */
export function Duration({ ms }: { ms: number }) {
  return (
    <>
      <span aria-hidden="true">{clock(ms)}</span>
      <span className="visually-hidden">{spokenDuration(ms)}</span>
    </>
  );
}
