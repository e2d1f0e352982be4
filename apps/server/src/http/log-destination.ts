import pino from "pino";

/** The longest a log line waits before it is written. */
const FLUSH_EVERY_MS = 200;
/** Lines are written once this much is waiting (below sonic-boom's 16 KiB largest write), or on the timer. */
const BUFFER_BYTES = 8 * 1024;

/**
 * Standard output for the log, written in blocks instead of one blocking write per line: the request
 * log has a line for every save, and writing each on its own cost a tenth of the save path's
 * throughput (docs/performance.md). A line waits at most FLUSH_EVERY_MS; pino writes what is waiting
 * when the process exits, an uncaught error included. A SIGKILL loses at most that much log, never
 * an answer (answers are in the database before their response leaves).
 */
export function bufferedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed meanwhile (the process is exiting): nothing is left to write.
      clearInterval(timer);
    }
  }, FLUSH_EVERY_MS).unref();
  return destination;
}
