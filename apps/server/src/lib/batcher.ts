/**
 * Group commit for one statement that can take many items at once (the answer save). An item goes
 * out at once while fewer than `slots` statements are in flight; past that, items wait and the next
 * free slot sends every waiting item in one statement (up to `maxBatch`). An idle server adds no
 * wait; a busy one sends fewer, larger statements instead of queueing for a connection, which saves
 * the round trip, the statement's own work and the commit of every item but one.
 *
 * Two items that share a key (the rows they write: an attempt, a session) are never in flight
 * together, in one statement or two: the later waits for the earlier, so a statement never touches
 * a row twice and two statements never lock the same rows in opposite order. When a statement of
 * several items fails, each item is tried alone, so one item the database refuses cannot fail the
 * others.
 */
export class Batcher<Item, Result> {
  private readonly waiting: Waiting<Item, Result>[] = [];
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly keysOf: (item: Item) => string[],
    private readonly limits: { slots: number; maxBatch: number },
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, keys: this.keysOf(item), resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.limits.slots) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.send(batch);
    }
  }

  /** The waiting items that may go now, oldest first, no two sharing a key and none sharing one in flight. */
  private take(): Waiting<Item, Result>[] {
    const batch: Waiting<Item, Result>[] = [];
    const keys = new Set<string>();
    for (let i = 0; i < this.waiting.length && batch.length < this.limits.maxBatch;) {
      const entry = this.waiting[i] as Waiting<Item, Result>;
      if (entry.keys.some((key) => this.busyKeys.has(key) || keys.has(key))) {
        i += 1;
        continue;
      }
      for (const key of entry.keys) keys.add(key);
      batch.push(entry);
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private send(batch: Waiting<Item, Result>[]): void {
    this.inFlight += 1;
    for (const entry of batch) for (const key of entry.keys) this.busyKeys.add(key);
    void this.settle(batch).finally(() => {
      this.inFlight -= 1;
      for (const entry of batch) for (const key of entry.keys) this.busyKeys.delete(key);
      this.pump();
    });
  }

  private async settle(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await this.run(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error("a batch answered for a different number of items");
      batch.forEach((entry, i) => entry.resolve(results[i] as Result));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Nothing of the statement was written; alone, each item gets its own answer.
      await Promise.all(
        batch.map(async (entry) => {
          try {
            const [result] = await this.run([entry.item]);
            entry.resolve(result as Result);
          } catch (alone) {
            entry.reject(alone);
          }
        }),
      );
    }
  }
}

interface Waiting<Item, Result> {
  item: Item;
  keys: string[];
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}
