import { EMAIL_LINK_PAGES } from "@sat/core/validation/email-link-rules";

/** Every route path of the app (spec section 2); nothing else spells a URL. */
export const paths = {
  root: "/",
  login: "/login",
  signupNew: "/signupnew",
  redirectLogin: "/:product/:isLogin/:token",
  home: "/home",
  dashboard: "/dashboard",
  practices: "/practices",
  practice: (testId: string) => `/practices/${encodeURIComponent(testId)}`,
  results: "/practices/results",
  result: (testId: string) => `/practices/results/${encodeURIComponent(testId)}`,
  categories: "/categories",
  /** The spaced review of missed questions, served in the bank's practice screen. */
  review: "/categories/review",
  /** A question-bank practice; the filter's defaults (every difficulty, every question) stay out of the URL. */
  category: (bankId: string, filter: { difficulty?: "E" | "M" | "H" | null; onlyWrong?: boolean } = {}) => {
    const search = new URLSearchParams();
    if (filter.difficulty) search.set("difficulty", filter.difficulty);
    if (filter.onlyWrong) search.set("onlyWrong", "true");
    const query = search.toString();
    return `/categories/${encodeURIComponent(bankId)}${query ? `?${query}` : ""}`;
  },
  products: "/products",
  /** Details, exam date and target, password, devices and the student's data (not in the spec). */
  account: "/account",
  /** The old address of the exam date and target score; it redirects to the account page. */
  profile: "/profile",
  references: "/references",
  about: "/about",
  latexPreview: "/latexPageValidation",
  transactionSummary: "/transactionsummary",
  /** Asks for a reset link by email (not in the spec; decision 014). */
  forgotPassword: "/forgot-password",
  /** Emailed links open these two; the server writes the same paths into its emails. */
  resetPassword: EMAIL_LINK_PAGES.resetPassword,
  verifyEmail: EMAIL_LINK_PAGES.verifyEmail,
} as const;

/** The footer stays out of the way of tests and question-bank practice. */
export const hidesFooter = (pathname: string): boolean =>
  pathname.includes("/practices/") || pathname.includes("/categories/");
