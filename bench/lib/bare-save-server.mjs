// The ceiling for bench/save-load.mjs: Fastify and `pg` with nothing of the product, one upsert per
// request on the same PostgreSQL with the same pool size. It takes the product's own save body and
// stores its first answer, so JSON parsing and the row written are alike; no session, no checks.
//   PORT=… DATABASE_URL=… DATABASE_POOL_SIZE=10 node bench/lib/bare-save-server.mjs
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
await pool.query(`create table if not exists bare_answers (
  attempt_id uuid not null, question_id text not null, user_option text not null, seq bigint not null,
  updated_at timestamptz not null default now(), primary key (attempt_id, question_id))`);

const app = Fastify({ logger: false });
app.get("/health", async () => ({ ok: true }));
app.post("/api/test/savetest", async (request) => {
  const { userTestId, answerData } = request.body;
  const answer = answerData[0];
  await pool.query(
    `insert into bare_answers (attempt_id, question_id, user_option, seq) values ($1, $2, $3, $4)
     on conflict (attempt_id, question_id) do update set user_option = excluded.user_option, seq = excluded.seq,
       updated_at = now() where bare_answers.seq < excluded.seq`,
    [userTestId, answer.qId, answer.userOption, answer.seq],
  );
  return { data: { saved: 1 } };
});

const close = () =>
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
process.on("SIGTERM", close);
process.on("SIGINT", close);
await app.listen({ port: Number(process.env.PORT ?? 3000), host: "127.0.0.1" });
