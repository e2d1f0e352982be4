import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { AccountService } from "./account.service.js";

export function registerAccountRoutes(app: FastifyInstance, account: AccountService, authenticate: Authenticate): void {
  defineRoute(app, api.deviceSessions, authenticate, async ({ session }) => ({ data: await account.devices(session) }));
  defineRoute(app, api.signOutSession, authenticate, async ({ session, body }) => ({
    data: await account.signOut(session, body),
  }));
  defineRoute(app, api.signOutOtherSessions, authenticate, async ({ session }) => ({
    data: await account.signOutOthers(session),
  }));
  defineRoute(app, api.changePassword, authenticate, async ({ session, body, request }) => ({
    data: await account.changePassword(session, body, request.ip),
  }));
  defineRoute(app, api.exportAccount, authenticate, async ({ session, reply }) => {
    const data = await account.exportData(session);
    // A download by name when opened directly; the page itself saves it from the JSON.
    void reply.header(
      "content-disposition",
      `attachment; filename="sat-practice-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    void reply.header("cache-control", "no-store");
    return { data };
  });
  defineRoute(app, api.deleteAccount, authenticate, async ({ session, body, request }) => ({
    data: await account.deleteAccount(session, body, request.ip),
  }));
}
