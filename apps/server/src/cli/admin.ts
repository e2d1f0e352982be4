import {
  api,
  createCodesRequestSchema,
  type Endpoint,
  grantProRequestSchema,
  revokeProRequestSchema,
  toFieldErrors,
} from "@sat/core";
import type { z } from "zod";
import type { Env } from "../env.js";
import { AppError } from "../http/errors.js";
import { ProRepository } from "../modules/pro/pro.repository.js";
import { ProService } from "../modules/pro/pro.service.js";
import { callRunningServer, withDatabase, type AdminAnswer } from "./admin-client.js";

export const ADMIN_USAGE = `npm run admin -- <command>
  grant-pro <email> <days>                                  make a student PRO for <days> more days
  revoke-pro <email>                                        end a student's PRO access now
  create-code <days> [--uses N] [--count N] [--expires ISO] create redeemable PRO codes`;

type Say = (line: string) => void;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
}
const numberOrText = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : v);

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new Error(
    toFieldErrors(parsed.error)
      .map((e) => `${e.field}: ${e.message}`)
      .join("\n"),
  );
}

interface AdminRequest {
  endpoint: Endpoint;
  body: unknown;
  /** The same change, made on the database directly when no server is running. */
  direct: (pro: ProService) => Promise<unknown>;
}

function request(command: string | undefined, rest: string[]): AdminRequest | undefined {
  switch (command) {
    case "grant-pro": {
      const body = parse(grantProRequestSchema, { email: rest[0], days: numberOrText(rest[1]) });
      return { endpoint: api.grantPro, body, direct: (pro) => pro.grant(body.email, body.days) };
    }
    case "revoke-pro": {
      const body = parse(revokeProRequestSchema, { email: rest[0] });
      return { endpoint: api.revokePro, body, direct: (pro) => pro.revoke(body.email) };
    }
    case "create-code": {
      const body = parse(createCodesRequestSchema, {
        days: numberOrText(rest[0]),
        ...(option(rest, "uses") ? { maxUses: numberOrText(option(rest, "uses")) } : {}),
        ...(option(rest, "count") ? { count: numberOrText(option(rest, "count")) } : {}),
        ...(option(rest, "expires") ? { expiresAt: option(rest, "expires") } : {}),
      });
      return { endpoint: api.createCodes, body, direct: (pro) => pro.createCodes(body) };
    }
    case undefined:
    default:
      return undefined;
  }
}

/** `npm run admin`: through the running server when one answers, else straight into the database. */
export async function runAdmin(args: string[], env: Env, say: Say): Promise<boolean> {
  const [command, ...rest] = args;
  let req: AdminRequest | undefined;
  try {
    req = request(command, rest);
  } catch (error) {
    say(`Refused: ${(error as Error).message}`);
    return false;
  }
  if (!req) {
    say(ADMIN_USAGE);
    return false;
  }
  const answer = (await callRunningServer(req.endpoint, req.body, env)) ?? (await runDirectly(req, env));
  if (answer.status >= 400) {
    say(`Refused (${answer.status}): ${answer.body.message ?? ""}`);
    for (const e of answer.body.errors ?? []) say(`  ${e.field}: ${e.message}`);
    return false;
  }
  const data = answer.body.data as { email?: string; proTill?: string | null; codes?: string[] };
  if (data.codes) for (const code of data.codes) say(code);
  else say(data.proTill ? `${data.email ?? ""} is PRO until ${data.proTill}.` : `${data.email ?? ""} is not PRO.`);
  return true;
}

async function runDirectly(req: AdminRequest, env: Env): Promise<AdminAnswer> {
  return withDatabase(env, async (database) => {
    try {
      const data = await req.direct(new ProService(new ProRepository(database.db), () => new Date()));
      return { status: 200, body: { data } };
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, body: { message: error.message } };
      throw error;
    }
  });
}
