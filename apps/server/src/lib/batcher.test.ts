import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher.js";

interface Item {
  key: string;
  value: number;
}

/** A statement that stays in flight until the test lets it end, and records what it held. */
function gate() {
  const sent: Item[][] = [];
  const open: (() => void)[] = [];
  let refuse: (items: Item[]) => boolean = () => false;
  const run = (items: Item[]) =>
    new Promise<number[]>((resolve, reject) => {
      sent.push(items);
      open.push(() => (refuse(items) ? reject(new Error("refused")) : resolve(items.map((i) => i.value * 10))));
    });
  return {
    run,
    sent,
    refuseWhen: (rule: (items: Item[]) => boolean) => (refuse = rule),
    /** Ends the statements in flight, oldest first, and lets their answers settle. */
    async release() {
      while (open.length > 0) open.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const item = (key: string, value: number): Item => ({ key, value });

describe("Batcher (group commit)", () => {
  it("sends at once while a slot is free, then every waiting item in one statement", async () => {
    const db = gate();
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 2, maxBatch: 10 });
    const answers = ["a", "b", "c", "d", "e"].map((key, n) => batcher.submit(item(key, n)));
    expect(db.sent.map((s) => s.map((i) => i.key))).toEqual([["a"], ["b"]]);
    await db.release();
    // Both slots freed together: the first takes everything waiting.
    expect(db.sent.map((s) => s.map((i) => i.key))).toEqual([["a"], ["b"], ["c", "d", "e"]]);
    await db.release();
    expect(await Promise.all(answers)).toEqual([0, 10, 20, 30, 40]);
  });

  it("never has one key in flight twice: a later item of it waits for the earlier one", async () => {
    const db = gate();
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 1, maxBatch: 10 });
    const answers = [item("a", 1), item("b", 2), item("a", 3), item("c", 4), item("a", 5)].map((i) =>
      batcher.submit(i),
    );
    await db.release();
    await db.release();
    await db.release();
    expect(db.sent.map((s) => s.map((i) => `${i.key}${i.value}`))).toEqual([["a1"], ["b2", "a3", "c4"], ["a5"]]);
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it("holds back an item that shares any of its keys (its attempt or its session) with one in flight", async () => {
    const db = gate();
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 2, maxBatch: 10 });
    const answers = [item("x+s1", 1), item("y+s1", 2), item("z+s2", 3), item("w+s2", 4), item("v+s3", 5)].map((i) =>
      batcher.submit(i),
    );
    // x+s1 and z+s2 go at once; y and w wait for their sessions, v for a free slot.
    expect(db.sent.map((s) => s.map((i) => i.key))).toEqual([["x+s1"], ["z+s2"]]);
    await db.release();
    // x's slot frees first: y (s1 free now) and v go; w waits until z's statement ends.
    expect(db.sent.slice(2).map((s) => s.map((i) => i.key))).toEqual([["y+s1", "v+s3"], ["w+s2"]]);
    await db.release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it("puts at most maxBatch items in one statement", async () => {
    const db = gate();
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 1, maxBatch: 3 });
    const answers = Array.from({ length: 8 }, (_, n) => batcher.submit(item(`k${n}`, n)));
    for (let i = 0; i < 4; i += 1) await db.release();
    expect(db.sent.map((s) => s.length)).toEqual([1, 3, 3, 1]);
    expect(await Promise.all(answers)).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
  });

  it("tries each item alone when a statement of several fails, so one bad item fails alone", async () => {
    const db = gate();
    db.refuseWhen((items) => items.some((i) => i.value === 13));
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 1, maxBatch: 10 });
    const answers = [item("a", 1), item("b", 2), item("c", 13), item("d", 4)].map((i) =>
      batcher.submit(i).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    for (let i = 0; i < 3; i += 1) await db.release();
    expect(await Promise.all(answers)).toEqual([{ value: 10 }, { value: 20 }, { error: "refused" }, { value: 40 }]);
    expect(db.sent.map((s) => s.map((i) => i.key))).toEqual([["a"], ["b", "c", "d"], ["b"], ["c"], ["d"]]);
  });

  it("fails an item sent alone with the statement's own error, and goes on with the next", async () => {
    const db = gate();
    db.refuseWhen((items) => items[0]?.key === "a");
    const batcher = new Batcher(db.run, (i) => i.key.split("+"), { slots: 1, maxBatch: 10 });
    const first = batcher.submit(item("a", 1)).catch((error: Error) => error.message);
    const second = batcher.submit(item("b", 2));
    await db.release();
    await db.release();
    expect(await first).toBe("refused");
    expect(await second).toBe(20);
  });
});
