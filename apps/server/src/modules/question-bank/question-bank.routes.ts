import type { FastifyInstance } from "fastify";
import { api } from "@sat/core";
import { defineRoute, type Authenticate } from "../../http/route.js";
import type { QuestionBankService } from "./question-bank.service.js";

export function registerQuestionBankRoutes(
  app: FastifyInstance,
  banks: QuestionBankService,
  authenticate: Authenticate,
): void {
  defineRoute(app, api.questionBanks, authenticate, async ({ session }) => ({ data: await banks.list(session) }));
  defineRoute(app, api.questionBank, authenticate, async ({ session, query }) => ({
    data: {
      testData: await banks.practice(session, query.questionBankId, {
        difficulty: query.difficulty,
        onlyWrong: query.onlyWrong,
      }),
    },
  }));
  defineRoute(app, api.checkBankAnswer, authenticate, async ({ session, body }) => ({
    data: await banks.check(session, body),
  }));
  defineRoute(app, api.bankExplanation, authenticate, async ({ session, query }) => ({
    data: await banks.explanation(session, query),
  }));
  defineRoute(app, api.saveQuestionBank, authenticate, async ({ session, body }) => ({
    data: await banks.save(session, body),
  }));
}
