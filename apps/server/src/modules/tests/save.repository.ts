import {
  CONTACT_TIMEOUT_MS,
  type ExtendedTime,
  type Module2Route as Route,
  type ModuleClock,
  type Stage,
} from "@sat/core";
import type { Database } from "../../db/connection.js";
import { LAST_ACTIVE_PRECISION_MS } from "../auth/auth.service.js";
import { Batcher } from "../../lib/batcher.js";
import type { NewAnswer } from "./tests.repository.js";

/** Who is saving, as the token says; the statements below check that its session is still open. */
export interface SaveIdentity {
  userId: string;
  sessionId: string;
}

/** The attempt as the save path reads it, without a lock. */
export interface SaveSnapshot {
  id: string;
  testId: string;
  contentVersion: string;
  extendedTime: ExtendedTime;
  status: "in_progress" | "completed";
  stage: Stage | null;
  rwRoute: Route | null;
  mathRoute: Route | null;
  clock: ModuleClock;
  revision: number;
  /** The session the attempt is open on; null for one opened before devices were told apart. */
  holderSessionId: string | null;
  /** Stored time on screen per question of the current stage (only when asked for). */
  storedTimes: Map<string, number>;
}

/** A contact the read recorded: the clock and the attempt's revision after it. */
export interface Beat {
  clock: ModuleClock;
  revision: number;
}

/** A heartbeat: an empty save with the student's stage and position. */
export interface HeartbeatTarget {
  testId: string;
  stage: Stage;
  questionIndex: number;
  /** The module's length, when this server knows it: then a new position is stored too. */
  moduleSize: number | undefined;
}

type Row = Record<string, unknown>;

/** Saves sharing one statement at most: bounds a statement's size and its locks' time. */
const WRITES_PER_STATEMENT = 32;
/**
 * Write statements in flight at most (and never more than half the pool, so the rest of the app
 * always has connections): more slots only make each batch smaller; 2 to 5 measured, 2 best
 * (decision 017).
 */
const WRITE_SLOTS = 2;
const epochMs = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The session's row is there, open and the user's: parameters by number, as each statement has them. */
const openSession = (session: string, user: string, now: string) => `exists (select 1 from sessions s
  where s.id = ${session}::uuid and s.user_id = ${user}::uuid and s.revoked_at is null and s.expires_at > ${now}::timestamptz)`;

/** The attempt `a` as the save path needs it (snapshotOf reads these), as columns or one JSON value. */
const ATTEMPT_FIELDS: [string, string][] = [
  ["id", "a.id"],
  ["test_id", "a.test_id"],
  ["content_version", "a.content_version"],
  ["extended_time", "a.extended_time"],
  ["status", "a.status"],
  ["stage", "a.stage"],
  ["rw_route", "a.rw_route"],
  ["math_route", "a.math_route"],
  ["time_left_ms", "a.time_left_ms"],
  ["revision", "a.revision"],
  ["holder_session_id", "a.holder_session_id"],
  ["running_since", "round(extract(epoch from a.running_since) * 1000)::float8"],
  ["last_seen_at", "round(extract(epoch from a.last_seen_at) * 1000)::float8"],
];
const ATTEMPT_COLUMNS = ATTEMPT_FIELDS.map(([name, value]) => `${value} as ${name}`).join(", ");

/** The stored time on screen of each answer of the stage `a` is on. */
const STORED_TIMES = `(select coalesce(json_object_agg(aa.question_id, aa.time_spent_ms), '{}'::json)
  from attempt_answers aa where aa.attempt_id = a.id and aa.stage = a.stage)`;

/**
 * $1 session, $2 user, $3 attempt, $4 now, $5 with stored times; the heartbeat: $6 applies, $7 test,
 * $8 stage, $9 position to store, $10 position the student must be on (null: any), $11 contact
 * timeout (ms). The heartbeat applies only when it is just a contact from the session holding the
 * attempt: the clock running and the last contact within the timeout (so `touch` only moves the contact), the student on the stage
 * the server has, and on its question unless the module's length bounds a new position.
 */
const READ = `
  with beat as (
    update attempts a set last_seen_at = $4::timestamptz, question_index = $9::integer,
      revision = a.revision + 1, updated_at = $4::timestamptz
    where $6::boolean and a.id = $3::uuid and a.user_id = $2::uuid and a.test_id = $7::text
      and a.status = 'in_progress' and a.stage = $8::text
      and ($10::integer is null or a.question_index = $10::integer)
      and a.running_since is not null and (a.holder_session_id is null or a.holder_session_id = $1::uuid)
      and a.last_seen_at between $4::timestamptz - $11::integer * interval '1 millisecond' and $4::timestamptz
      and ${openSession("$1", "$2", "$4")}
    returning a.time_left_ms, a.revision, round(extract(epoch from a.running_since) * 1000)::float8 as running_since,
      round(extract(epoch from a.last_seen_at) * 1000)::float8 as last_seen_at
  )
  select ${openSession("$1", "$2", "$4")} as session_open, ${ATTEMPT_COLUMNS},
    case when $5::boolean then ${STORED_TIMES} end as stored_times,
    b.time_left_ms as beat_time_left_ms, b.revision as beat_revision, b.running_since as beat_running_since, b.last_seen_at as beat_last_seen_at
  from (select 1) as one
  left join attempts a on a.id = $3::uuid and a.user_id = $2::uuid
  left join beat b on true`;

/**
 * Several saves' writes in one statement: $1 the writes as a JSON array (see `write`), each with its
 * time and answers. An attempt moves on only while its session is open and holds it, and the row is
 * still the revision read; the answers are inserted only for an attempt that moved, so nothing is
 * written otherwise. Per write, in order: whether it moved, the answers that were newer than the
 * stored ones with their times (so a server can keep its copy of the attempt exact), and, when
 * nothing was written, the attempt as it is now (one JSON value, so the usual answer stays a few
 * small columns) so that a server whose copy was stale decides again without a read of its own.
 * A batch never holds one attempt twice (lib/batcher.ts). The session's "last active" moves as
 * `authenticate` moves it for every other request (at most every few minutes), so a device list
 * shows a student who is only answering questions as active.
 */
const WRITE = `
  with w as (
    select * from jsonb_to_recordset($1::jsonb) as w(k integer, now timestamptz, attempt_id uuid, user_id uuid, session_id uuid,
      revision integer, time_left_ms integer, running_since timestamptz, last_seen_at timestamptz,
      question_index integer, answers jsonb)
  ), moved as (
    update attempts a set time_left_ms = w.time_left_ms, running_since = w.running_since, last_seen_at = w.last_seen_at,
      question_index = coalesce(w.question_index, a.question_index), revision = a.revision + 1, updated_at = w.now
    from w
    where a.id = w.attempt_id and a.user_id = w.user_id and a.revision = w.revision
      and (a.holder_session_id is null or a.holder_session_id = w.session_id)
      and ${openSession("w.session_id", "w.user_id", "w.now")}
    returning w.k, w.now, w.answers, a.id
  ), active as (
    update sessions s set last_active_at = w.now from w
    where s.id = w.session_id and s.user_id = w.user_id and s.revoked_at is null
      and s.last_active_at < w.now - ${LAST_ACTIVE_PRECISION_MS} * interval '1 millisecond'
  ), written as (
    insert into attempt_answers (attempt_id, question_id, stage, user_option, user_answer, marked,
      eliminated, seq, time_left_ms, time_spent_ms, updated_at)
    select moved.id, x.question_id, x.stage, x.user_option, x.user_answer, x.marked, x.eliminated, x.seq,
      x.time_left_ms, x.time_spent_ms, moved.now
    from moved, jsonb_to_recordset(moved.answers) as x(question_id text, stage text, user_option text,
      user_answer text, marked boolean, eliminated jsonb, seq bigint, time_left_ms integer, time_spent_ms integer)
    on conflict (attempt_id, question_id) do update set
      user_option = excluded.user_option, user_answer = excluded.user_answer, marked = excluded.marked,
      eliminated = excluded.eliminated, seq = excluded.seq, time_left_ms = excluded.time_left_ms,
      time_spent_ms = excluded.time_spent_ms, updated_at = excluded.updated_at
    where attempt_answers.seq < excluded.seq
    returning attempt_id, question_id, time_spent_ms
  )
  select w.k, m.k is not null as moved, m.k is not null or ${openSession("w.session_id", "w.user_id", "w.now")} as session_open,
    (select json_object_agg(x.question_id, x.time_spent_ms) from written x where x.attempt_id = w.attempt_id) as written_times,
    case when a.id is not null then json_build_object(${ATTEMPT_FIELDS.map(([name, value]) => `'${name}', ${value}`).join(", ")},
      'stored_times', ${STORED_TIMES}) end as current
  from w
  left join moved m on m.k = w.k
  left join attempts a on m.k is null and a.id = w.attempt_id and a.user_id = w.user_id
  order by w.k`;

/**
 * The answer-save path in at most two statements, each one round trip and each kept prepared on
 * the connection: a read of the session and the attempt (and the module's stored times), then one
 * write of the attempt's clock and the answers that applies only if the attempt is still the one
 * read. A heartbeat is usually the read alone, which records the contact itself. Writes of different
 * attempts that arrive while the write statements are all in flight share the next one (group
 * commit, decision 017). Timestamps travel as epoch milliseconds so that PGlite and node-postgres
 * read them alike.
 */
export class SaveRepository {
  private readonly writes: Batcher<WriteItem, WriteResult>;

  constructor(private readonly database: Database) {
    this.writes = new Batcher(
      (items) => this.writeAll(items),
      (item) => [item.attempt_id, item.session_id],
      {
        slots: Math.min(WRITE_SLOTS, Math.max(1, Math.floor(database.connections / 2))),
        maxBatch: WRITES_PER_STATEMENT,
      },
    );
  }

  /**
   * The session, the attempt (and the module's stored times when asked), and, for a heartbeat, the
   * contact itself when it is the common case. `beat` is the clock and revision after that contact,
   * or null when it did not apply; the attempt is as it was before it.
   */
  async read(
    who: SaveIdentity,
    attemptId: string,
    now: Date,
    options: { withTimes: boolean; beat?: HeartbeatTarget },
  ): Promise<{ sessionOpen: boolean; attempt: SaveSnapshot | null; beat: Beat | null }> {
    const beat = options.beat;
    const rows = await this.database.prepared("save.read", READ, [
      who.sessionId,
      who.userId,
      attemptId,
      now.toISOString(),
      options.withTimes,
      beat !== undefined,
      beat?.testId ?? "",
      beat?.stage ?? "",
      // Where the student is, bounded by the module when its length is known; unknown, they must be
      // on the question the server has.
      Math.min(beat?.questionIndex ?? 0, beat?.moduleSize ?? Infinity),
      beat?.moduleSize === undefined ? (beat?.questionIndex ?? 0) : null,
      CONTACT_TIMEOUT_MS,
    ]);
    const row = rows[0];
    if (!row) throw new Error("the save read returned no row");
    const sessionOpen = row.session_open === true;
    if (!row.id) return { sessionOpen, attempt: null, beat: null };
    return { sessionOpen, attempt: snapshotOf(row), beat: beatOf(row) };
  }

  /**
   * Writes the clock, the position and the answers in one statement, only while the session is open
   * and the attempt's revision is still `revision`. `moved` false: nothing was written (the session
   * ended, or another change came first and the caller redoes the save). Writes of other attempts
   * arriving meanwhile share the statement (lib/batcher.ts).
   */
  write(
    who: SaveIdentity,
    attempt: { id: string; revision: number },
    change: { clock: ModuleClock; questionIndex: number | undefined; answers: NewAnswer[] },
    now: Date,
  ): Promise<WriteResult> {
    return this.writes.submit({
      now: now.toISOString(),
      attempt_id: attempt.id,
      user_id: who.userId,
      session_id: who.sessionId,
      revision: attempt.revision,
      time_left_ms: Math.round(change.clock.timeLeftMs),
      running_since: at(change.clock.runningSince),
      last_seen_at: at(change.clock.lastSeenAt),
      question_index: change.questionIndex ?? null,
      answers: change.answers.map((a) => ({
        question_id: a.questionId,
        stage: a.stage,
        user_option: a.userOption ?? "",
        user_answer: a.userAnswer ?? "",
        marked: a.marked ?? false,
        eliminated: a.eliminated ?? [],
        seq: a.seq,
        time_left_ms: a.timeLeftMs,
        time_spent_ms: a.timeSpentMs ?? 0,
      })),
    });
  }

  private async writeAll(items: WriteItem[]): Promise<WriteResult[]> {
    const rows = await this.database.prepared("save.write", WRITE, [
      JSON.stringify(items.map((item, k) => ({ k, ...item }))),
    ]);
    return items.map((_item, k) => {
      const row = rows[k] ?? {};
      if (Number(row.k) !== k) throw new Error("the save write answered out of order");
      const times = (row.written_times ?? {}) as Record<string, number>;
      return {
        moved: row.moved === true,
        sessionOpen: row.session_open === true,
        writtenTimes: new Map(Object.entries(times).map(([id, ms]) => [id, Number(ms)])),
        current: row.current ? snapshotOf(row.current as Row) : null,
      };
    });
  }
}

/** One save's write as the statement takes it (WRITE's `w` columns). */
interface WriteItem {
  now: string;
  attempt_id: string;
  user_id: string;
  session_id: string;
  revision: number;
  time_left_ms: number;
  running_since: string | null;
  last_seen_at: string | null;
  question_index: number | null;
  answers: Record<string, unknown>[];
}

export interface WriteResult {
  moved: boolean;
  sessionOpen: boolean;
  /** Time on screen of each answer that replaced the stored one (an older resend does not). */
  writtenTimes: Map<string, number>;
  /** When nothing was written: the attempt as it is now, with its stored times (null: not there). */
  current: SaveSnapshot | null;
}

function snapshotOf(row: Row): SaveSnapshot {
  const times = (row.stored_times ?? {}) as Record<string, number>;
  return {
    id: String(row.id),
    testId: String(row.test_id),
    contentVersion: String(row.content_version),
    extendedTime: row.extended_time as ExtendedTime,
    status: row.status as SaveSnapshot["status"],
    stage: (row.stage ?? null) as Stage | null,
    rwRoute: (row.rw_route ?? null) as Route | null,
    mathRoute: (row.math_route ?? null) as Route | null,
    clock: {
      timeLeftMs: Number(row.time_left_ms),
      runningSince: epochMs(row.running_since),
      lastSeenAt: epochMs(row.last_seen_at),
    },
    revision: Number(row.revision),
    holderSessionId: typeof row.holder_session_id === "string" ? row.holder_session_id : null,
    storedTimes: new Map(Object.entries(times).map(([id, ms]) => [id, Number(ms)])),
  };
}

function beatOf(row: Row): Beat | null {
  if (row.beat_time_left_ms === null || row.beat_time_left_ms === undefined) return null;
  return {
    clock: {
      timeLeftMs: Number(row.beat_time_left_ms),
      runningSince: epochMs(row.beat_running_since),
      lastSeenAt: epochMs(row.beat_last_seen_at),
    },
    revision: Number(row.beat_revision),
  };
}
