import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import type { DestinationStream } from "pino";
import type { Database } from "./db/connection.js";
import { redactUrl } from "./http/log-redaction.js";
import { answerClientError, answerFrameworkError, installErrorHandlers } from "./http/errors.js";
import { installJsonBodyParser } from "./http/json-body.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { installSecurityHeaders } from "./http/security-headers.js";
import { installSpa } from "./http/spa.js";
import { installCompression } from "./http/compression.js";
import { AuthRepository } from "./modules/auth/auth.repository.js";
import { registerAuthRoutes } from "./modules/auth/auth.routes.js";
import { AuthService } from "./modules/auth/auth.service.js";
import { EMAILS_ASKED, LoginThrottle } from "./modules/auth/login-throttle.js";
import { AccountEmailService } from "./modules/account-email/account-email.service.js";
import { registerAccountEmailRoutes } from "./modules/account-email/account-email.routes.js";
import { EmailTokensRepository } from "./modules/account-email/email-tokens.repository.js";
import { logMailer, type Mailer } from "./mail/mailer.js";
import { TokenService } from "./modules/auth/token.service.js";
import { registerHealthRoutes } from "./modules/health/health.routes.js";
import { PlansRepository } from "./modules/plans/plans.repository.js";
import { registerPlanRoutes } from "./modules/plans/plans.routes.js";
import { PlansService } from "./modules/plans/plans.service.js";
import { registerSsoRoutes } from "./modules/sso/sso.routes.js";
import { SsoService } from "./modules/sso/sso.service.js";
import { UsersRepository } from "./modules/users/users.repository.js";
import { ContentRepository } from "./content/content.repository.js";
import { ContentService } from "./content/content.service.js";
import { registerFigureRoutes } from "./content/figures.routes.js";
import { TestsRepository } from "./modules/tests/tests.repository.js";
import { registerTestRoutes } from "./modules/tests/tests.routes.js";
import { TestsService } from "./modules/tests/tests.service.js";
import { SaveRepository } from "./modules/tests/save.repository.js";
import { SaveService } from "./modules/tests/save.service.js";
import { ResultService } from "./modules/tests/result.service.js";
import { AttemptToolsRepository } from "./modules/tests/attempt-tools.repository.js";
import { AttemptToolsService } from "./modules/tests/attempt-tools.service.js";
import { QuestionBankRepository } from "./modules/question-bank/question-bank.repository.js";
import { registerQuestionBankRoutes } from "./modules/question-bank/question-bank.routes.js";
import { QuestionBankService } from "./modules/question-bank/question-bank.service.js";
import { ProRepository } from "./modules/pro/pro.repository.js";
import { registerProRoutes } from "./modules/pro/pro.routes.js";
import { ProService } from "./modules/pro/pro.service.js";
import { ProgressRepository } from "./modules/progress/progress.repository.js";
import { registerProgressRoutes } from "./modules/progress/progress.routes.js";
import { ProgressService } from "./modules/progress/progress.service.js";
import { ReviewRepository } from "./modules/progress/review.repository.js";
import { ReviewService } from "./modules/progress/review.service.js";
import { adminGuard } from "./modules/admin/admin-token.js";
import { registerAdminRoutes } from "./modules/admin/admin.routes.js";
import { AccountRepository } from "./modules/account/account.repository.js";
import { registerAccountRoutes } from "./modules/account/account.routes.js";
import { AccountService } from "./modules/account/account.service.js";

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  ssoSharedSecret?: string | undefined;
  logLevel?: string;
  /** Where the log goes; standard output, a line at a time, by default (tests). */
  logStream?: DestinationStream | undefined;
  trustProxy?: boolean;
  webDistDir?: string | undefined;
  /** The admin API (content import) answers only to this token; without one it is closed. */
  adminToken?: string | undefined;
  /** Tests move time; production uses the wall clock. */
  now?: () => Date;
  /** Where email goes; without one, each message is written to the log (no SMTP_URL). */
  mailer?: Mailer | undefined;
  /** The web app's public address, the start of every link in an email. */
  appUrl?: string | undefined;
}

export interface App {
  app: FastifyInstance;
  services: {
    auth: AuthService;
    plans: PlansService;
    tokens: TokenService;
    content: ContentService;
    pro: ProService;
    accountEmail: AccountEmailService;
  };
}

/**
 * One log line per request, when it completes (with the request, status and time), instead of
 * Fastify's two: half the logging on the save path, which every student calls every few seconds.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** Request bodies above this are refused with 413; the largest legitimate body is a saved test. */
const BODY_LIMIT_BYTES = 512 * 1024;

export async function buildApp(options: AppOptions): Promise<App> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: {
      level: options.logLevel ?? "info",
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  await installCompression(app);
  installJsonBodyParser(app);
  installErrorHandlers(app);
  installSecurityHeaders(app);

  const db = options.database.db;
  const users = new UsersRepository(db);
  const authRepository = new AuthRepository(db);
  const tokens = new TokenService(options.jwtSecret);
  const loginThrottle = new LoginThrottle(authRepository, now);
  const auth = new AuthService(users, authRepository, tokens, loginThrottle, now);
  const mailer = options.mailer ?? logMailer(app.log);
  const accountEmail = new AccountEmailService({
    users,
    tokens: new EmailTokensRepository(db),
    auth,
    loginThrottle,
    emailThrottle: new LoginThrottle(authRepository, now, EMAILS_ASKED),
    mailer,
    appUrl: options.appUrl ?? "http://localhost:3000",
    now,
    log: app.log,
  });
  // Mail started after an answer is sent before the server (and its database) goes away.
  app.addHook("onClose", async () => {
    await accountEmail.settle();
    await mailer.close();
  });
  const sso = new SsoService(options.ssoSharedSecret, users, auth, now);
  const testsRepository = new TestsRepository(db);
  const plans = new PlansService(
    new PlansRepository(db),
    async () => (await testsRepository.listTests()).filter((test) => test.access === "free").length,
  );
  const testsService = new TestsService(testsRepository, now);
  const progressRepository = new ProgressRepository(db);
  const reviewRepository = new ReviewRepository(db);
  const progress = new ProgressService(progressRepository, reviewRepository, testsRepository, users, now);
  const results = new ResultService(testsRepository, progressRepository, progress);
  const pro = new ProService(new ProRepository(db), now);
  const contentRepository = new ContentRepository(db);
  const content = new ContentService(contentRepository);

  registerHealthRoutes(app, options.database, auth.authenticate);
  registerAuthRoutes(app, auth, accountEmail);
  registerAccountEmailRoutes(app, accountEmail, auth.authenticate);
  registerSsoRoutes(app, sso, auth.authenticate);
  registerPlanRoutes(app, plans, auth.authenticate);
  const attemptTools = new AttemptToolsService(testsRepository, new AttemptToolsRepository(db), now);
  const saves = new SaveService(new SaveRepository(options.database), testsRepository, testsService, now);
  registerTestRoutes(app, testsService, results, attemptTools, saves, auth);
  registerQuestionBankRoutes(
    app,
    new QuestionBankService(new QuestionBankRepository(db), progress, now),
    auth.authenticate,
  );
  registerProgressRoutes(app, progress, new ReviewService(reviewRepository, progress, now), auth.authenticate);
  registerFigureRoutes(app, contentRepository);
  registerProRoutes(app, pro, auth, auth.authenticate);
  registerAdminRoutes(app, { content, pro }, adminGuard(options.adminToken));
  registerAccountRoutes(
    app,
    new AccountService(new AccountRepository(db), users, loginThrottle, now),
    auth.authenticate,
  );

  const openApi = buildOpenApiDocument();
  app.get("/api/docs", (_request, reply) => reply.send(openApi));

  await installSpa(app, options.webDistDir);
  return { app, services: { auth, plans, tokens, content, pro, accountEmail } };
}
