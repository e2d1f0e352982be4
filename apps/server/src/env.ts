import { z } from "zod";
import path from "node:path";

const secret = (name: string) =>
  z
    .string()
    .min(32, { error: `${name} must be at least 32 characters` })
    .optional()
    .or(z.literal("").transform(() => undefined));

/** An empty variable is an unset one (`SMTP_URL= npm start`). */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres:// or postgresql://" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  JWT_SECRET: secret("JWT_SECRET"),
  SSO_SHARED_SECRET: secret("SSO_SHARED_SECRET"),
  ADMIN_TOKEN: secret("ADMIN_TOKEN"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Behind a load balancer, trust its X-Forwarded-For so rate limits see the student's address. */
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0", ""])
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  WEB_DIST_DIR: z.string().optional(),
  /** Connections each server process keeps to PostgreSQL (see docs/scaling.md for the budget). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Server processes on this machine with PostgreSQL; unset: one per core. The embedded database keeps one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Seconds a stopping server waits for requests in flight before it exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Where email goes out (smtp:// or smtps://, user and password in the URL); unset: to the log. */
  SMTP_URL: unsetIfEmpty(z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" })),
  /** The From of every email, an address or `Name <address>`. */
  MAIL_FROM: unsetIfEmpty(
    z
      .string()
      .max(320)
      .regex(/^[^\r\n]*@[^\r\n]*$/, {
        error: "MAIL_FROM must be an email address, e.g. SAT Practice <no-reply@example.com>",
      }),
  ),
  /** The public address of the web app, the base of every link in an email. */
  APP_URL: unsetIfEmpty(
    z
      .url({ protocol: /^https?$/, error: "APP_URL must be an http:// or https:// URL" })
      .transform((value) => value.replace(/\/+$/, "")),
  ),
});

export type Env = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  ssoSharedSecret: string | undefined;
  adminToken: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  webDistDir: string | undefined;
  databasePoolSize: number;
  webConcurrency: number | undefined;
  shutdownGraceMs: number;
  /** Unset: each message is written to the server log instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
};

const DEFAULT_MAIL_FROM = "SAT Practice <no-reply@localhost>";

/** The only place that reads process.env. Fails fast with every problem listed. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // Mail that really leaves needs a sender its server accepts and links that work elsewhere.
  const missing = e.SMTP_URL
    ? [
        ...(e.MAIL_FROM ? [] : ["  MAIL_FROM: required when SMTP_URL is set"]),
        ...(e.APP_URL ? [] : ["  APP_URL: required when SMTP_URL is set (the links in emails start with it)"]),
      ]
    : [];
  if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join("\n")}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    ssoSharedSecret: e.SSO_SHARED_SECRET,
    adminToken: e.ADMIN_TOKEN,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: e.WEB_DIST_DIR,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
  };
}
