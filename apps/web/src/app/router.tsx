import { createBrowserRouter, redirect } from "react-router";
import { MainLayout } from "./layout/main-layout";
import { RootFallback, RootShell } from "./layout/root-shell";
import { RouteError } from "../features/errors/route-error";
import { lazyRoute } from "./lazy-route";
import { prefetchLoader } from "./route-prefetch";
import { paths } from "./paths";
import { clearEverythingLoader, clearTokenLoader } from "../features/auth/session-actions";

const auth = lazyRoute(() => import("../features/auth/routes/auth.route"));

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    hydrateFallbackElement: <RootFallback />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, loader: clearEverythingLoader, lazy: auth },
      { path: paths.login, loader: clearTokenLoader, lazy: auth },
      // Its own route code carries the sign-up form, so the page is complete in its first paint.
      { path: paths.signupNew, lazy: lazyRoute(() => import("../features/auth/routes/signup.route")) },
      // The pages emailed links open, and the request for a reset link (decision 014).
      {
        path: paths.forgotPassword,
        lazy: lazyRoute(() => import("../features/auth/routes/forgot-password.route")),
      },
      { path: paths.resetPassword, lazy: lazyRoute(() => import("../features/auth/routes/reset-password.route")) },
      {
        path: paths.verifyEmail,
        lazy: lazyRoute(() => import("../features/account-email/verify-email.route")),
      },
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: paths.home,
            loader: clearEverythingLoader,
            lazy: lazyRoute(() => import("../features/home/home.route")),
          },
          { path: paths.dashboard, lazy: lazyRoute(() => import("../features/dashboard/dashboard.route")) },
          { path: paths.practices, lazy: lazyRoute(() => import("../features/practice-tests/routes/practices.route")) },
          {
            path: paths.results,
            lazy: lazyRoute(() => import("../features/results/routes/results-list.route")),
          },
          {
            path: "/practices/results/:testId",
            loader: prefetchLoader((client, { params, request }) =>
              import("../features/results/api/get-result").then((m) =>
                m.prefetchTestResult(client, params.testId ?? "", new URL(request.url).searchParams),
              ),
            ),
            lazy: lazyRoute(() => import("../features/results/routes/result.route")),
          },
          {
            path: paths.categories,
            loader: prefetchLoader((client) =>
              import("../features/question-bank/api/bank-list").then((m) => m.prefetchBankList(client)),
            ),
            lazy: lazyRoute(() => import("../features/question-bank/routes/categories.route")),
          },
          {
            path: paths.review,
            lazy: lazyRoute(() => import("../features/question-bank/routes/review-practice.route")),
          },
          {
            path: "/categories/:bankId",
            loader: prefetchLoader((client, { params, request }) =>
              import("../features/question-bank/api/bank-practice").then((m) =>
                m.prefetchBankPractice(client, params.bankId ?? "", new URL(request.url).searchParams),
              ),
            ),
            lazy: lazyRoute(() => import("../features/question-bank/routes/bank-practice.route")),
          },
          { path: paths.account, lazy: lazyRoute(() => import("../features/account/account.route")) },
          { path: paths.profile, loader: () => redirect(paths.account) },
          { path: paths.products, lazy: lazyRoute(() => import("../features/pricing/pricing.route")) },
          { path: paths.about, lazy: lazyRoute(() => import("../features/about/about.route")) },
          { path: paths.latexPreview, lazy: lazyRoute(() => import("../features/latex-preview/latex-preview.route")) },
          {
            path: paths.transactionSummary,
            lazy: lazyRoute(() => import("../features/account/transaction-summary.route")),
          },
          { path: "*", lazy: lazyRoute(() => import("../features/errors/not-found.route")) },
        ],
      },
      /* The runner takes the whole window, as on test day. */
      {
        path: "/practices/:testId",
        loader: prefetchLoader((_client, { params }) =>
          import("../features/practice-tests/api/attempt-api").then((m) => m.prefetchStart(params.testId ?? "")),
        ),
        lazy: lazyRoute(() => import("../features/practice-tests/routes/runner.route")),
      },
      /* Outside the layout: it also opens alone in a 400x500 popup from the test runner. */
      { path: paths.references, lazy: lazyRoute(() => import("../features/references/references.route")) },
      { path: paths.redirectLogin, lazy: lazyRoute(() => import("../features/auth/routes/redirect-login.route")) },
    ],
  },
]);
