// A PostgreSQL database that lives for one run (a benchmark, a browser test file): created beside
// the one `adminUrl` names, dropped (with its connections) when the run is over.
import pg from "pg";

async function asAdmin(adminUrl, statement) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<pid>_<time>`; answers its URL and a `drop()` that never throws. */
export async function createScratchDatabase(adminUrl, prefix) {
  if (!/^\w+$/.test(prefix)) throw new Error(`unexpected database prefix: ${prefix}`);
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined),
  };
}
