import type { Answer, Stage } from "@sat/core";

/**
 * The device's copy of every answer, written the moment it changes, and the outbox of answers the
 * server has not confirmed yet (`pending`). IndexedDB, not local storage: `/` and `/home` clear
 * local storage, and an answer must survive that, a reload and a closed tab.
 */
export interface StoredAnswer {
  userTestId: string;
  qId: string;
  stage: Stage;
  answer: Answer;
  /** 1 while the server has not confirmed this seq (IndexedDB cannot index booleans). */
  pending: 0 | 1;
}

/** Where the student was, so a reload while offline comes back to the same question. */
export interface StoredPosition {
  userTestId: string;
  stage: Stage;
  index: number;
}

export interface AnswerStore {
  putAnswer(record: StoredAnswer): Promise<void>;
  answersFor(userTestId: string): Promise<StoredAnswer[]>;
  /** Takes the answer out of the outbox, unless a newer seq replaced it meanwhile. */
  markSent(userTestId: string, qId: string, seq: number): Promise<void>;
  /** Drops an answer the server refused for good, unless a newer seq replaced it meanwhile. */
  forget(userTestId: string, qId: string, seq: number): Promise<void>;
  putPosition(position: StoredPosition): Promise<void>;
  positionFor(userTestId: string): Promise<StoredPosition | undefined>;
  clearAttempt(userTestId: string): Promise<void>;
}

const DB_NAME = "sat-practice-tests";
const DB_VERSION = 1;
const ANSWERS = "answers";
const POSITIONS = "positions";

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB request failed"));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ANSWERS)) {
        const answers = db.createObjectStore(ANSWERS, { keyPath: ["userTestId", "qId"] });
        answers.createIndex("byAttempt", "userTestId");
      }
      if (!db.objectStoreNames.contains(POSITIONS)) db.createObjectStore(POSITIONS, { keyPath: "userTestId" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
    request.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  });
}

class IndexedDbAnswerStore implements AnswerStore {
  constructor(private readonly db: Promise<IDBDatabase>) {}

  private async run(stores: string[], mode: IDBTransactionMode, work: (tx: IDBTransaction) => void): Promise<void> {
    const db = await this.db;
    const tx = db.transaction(stores, mode);
    const finished = committed(tx);
    work(tx);
    await finished;
  }

  putAnswer(record: StoredAnswer): Promise<void> {
    return this.run([ANSWERS], "readwrite", (tx) => tx.objectStore(ANSWERS).put(record));
  }

  async answersFor(userTestId: string): Promise<StoredAnswer[]> {
    const db = await this.db;
    const index = db.transaction(ANSWERS, "readonly").objectStore(ANSWERS).index("byAttempt");
    return (await done(index.getAll(IDBKeyRange.only(userTestId)))) as StoredAnswer[];
  }

  markSent(userTestId: string, qId: string, seq: number): Promise<void> {
    return this.run([ANSWERS], "readwrite", (tx) => {
      const store = tx.objectStore(ANSWERS);
      const request = store.get([userTestId, qId]);
      request.onsuccess = () => {
        const record = request.result as StoredAnswer | undefined;
        if (record && record.answer.seq === seq && record.pending === 1) store.put({ ...record, pending: 0 });
      };
    });
  }

  forget(userTestId: string, qId: string, seq: number): Promise<void> {
    return this.run([ANSWERS], "readwrite", (tx) => {
      const store = tx.objectStore(ANSWERS);
      const request = store.get([userTestId, qId]);
      request.onsuccess = () => {
        const record = request.result as StoredAnswer | undefined;
        if (record && record.answer.seq === seq) store.delete([userTestId, qId]);
      };
    });
  }

  putPosition(position: StoredPosition): Promise<void> {
    return this.run([POSITIONS], "readwrite", (tx) => tx.objectStore(POSITIONS).put(position));
  }

  async positionFor(userTestId: string): Promise<StoredPosition | undefined> {
    const db = await this.db;
    return (await done(db.transaction(POSITIONS, "readonly").objectStore(POSITIONS).get(userTestId))) as
      StoredPosition | undefined;
  }

  clearAttempt(userTestId: string): Promise<void> {
    return this.run([ANSWERS, POSITIONS], "readwrite", (tx) => {
      tx.objectStore(ANSWERS).delete(IDBKeyRange.bound([userTestId], [userTestId, []]));
      tx.objectStore(POSITIONS).delete(userTestId);
    });
  }
}

/** For browsers without IndexedDB (some private modes) and for unit tests: the same contract in memory. */
export class MemoryAnswerStore implements AnswerStore {
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly positions = new Map<string, StoredPosition>();
  private key = (userTestId: string, qId: string) => `${userTestId}\u0000${qId}`;

  putAnswer(record: StoredAnswer): Promise<void> {
    this.answers.set(this.key(record.userTestId, record.qId), structuredClone(record));
    return Promise.resolve();
  }
  answersFor(userTestId: string): Promise<StoredAnswer[]> {
    return Promise.resolve(
      [...this.answers.values()].filter((r) => r.userTestId === userTestId).map((r) => structuredClone(r)),
    );
  }
  markSent(userTestId: string, qId: string, seq: number): Promise<void> {
    const record = this.answers.get(this.key(userTestId, qId));
    if (record && record.answer.seq === seq) record.pending = 0;
    return Promise.resolve();
  }
  forget(userTestId: string, qId: string, seq: number): Promise<void> {
    const key = this.key(userTestId, qId);
    if (this.answers.get(key)?.answer.seq === seq) this.answers.delete(key);
    return Promise.resolve();
  }
  putPosition(position: StoredPosition): Promise<void> {
    this.positions.set(position.userTestId, { ...position });
    return Promise.resolve();
  }
  positionFor(userTestId: string): Promise<StoredPosition | undefined> {
    return Promise.resolve(this.positions.get(userTestId));
  }
  clearAttempt(userTestId: string): Promise<void> {
    for (const [key, record] of this.answers) if (record.userTestId === userTestId) this.answers.delete(key);
    this.positions.delete(userTestId);
    return Promise.resolve();
  }
}

/**
 * Falls back to memory when IndexedDB is missing or refuses to open, so a student in a locked-down
 * browser can still take the test (answers then live as long as the tab).
 */
class FallbackAnswerStore implements AnswerStore {
  private readonly ready: Promise<AnswerStore>;
  constructor() {
    this.ready =
      typeof indexedDB === "undefined"
        ? Promise.resolve(new MemoryAnswerStore())
        : openDatabase().then(
            (db) => new IndexedDbAnswerStore(Promise.resolve(db)),
            () => new MemoryAnswerStore(),
          );
  }
  putAnswer = async (record: StoredAnswer) => (await this.ready).putAnswer(record);
  answersFor = async (userTestId: string) => (await this.ready).answersFor(userTestId);
  markSent = async (userTestId: string, qId: string, seq: number) => (await this.ready).markSent(userTestId, qId, seq);
  forget = async (userTestId: string, qId: string, seq: number) => (await this.ready).forget(userTestId, qId, seq);
  putPosition = async (position: StoredPosition) => (await this.ready).putPosition(position);
  positionFor = async (userTestId: string) => (await this.ready).positionFor(userTestId);
  clearAttempt = async (userTestId: string) => (await this.ready).clearAttempt(userTestId);
}

let shared: AnswerStore | null = null;

/** One store per page; the database opens on first use. */
export function answerStore(): AnswerStore {
  shared ??= new FallbackAnswerStore();
  return shared;
}
