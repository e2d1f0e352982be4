export * from "./contract/endpoint.js";
import * as auth from "./contract/auth.js";
import * as signup from "./contract/signup.js";
import * as accountEmail from "./contract/account-email.js";
import * as system from "./contract/system.js";
import * as plans from "./contract/plans.js";
import * as tests from "./contract/tests.js";
import * as questionBank from "./contract/question-bank.js";
import * as learning from "./contract/learning.js";
import * as admin from "./contract/admin.js";
import * as account from "./contract/account.js";

export const adminApi = { ...admin } as const;
export const learningApi = { ...learning } as const;

/** Every API operation, mirroring its URL. The server validates with it, the client types its calls with it. */
export const api = {
  ...system,
  ...signup,
  ...auth,
  ...accountEmail,
  ...plans,
  ...tests,
  ...questionBank,
  ...admin,
  ...learning,
  ...account,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
