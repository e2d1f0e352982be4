import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { QuestionBankService } from "./question-bank.service.js";

export function registerQuestionBankRoutes(
  app: FastifyInstance,
  banks: QuestionBankService,
  authenticate: Authenticate,
): void {
  defineRoute(app, api.questionBanks, authenticate, async () => ({ data: await banks.list() }));
}
