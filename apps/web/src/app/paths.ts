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
  category: (bankId: string) => `/categories/${encodeURIComponent(bankId)}`,
  products: "/products",
  references: "/references",
  about: "/about",
  latexPreview: "/latexPageValidation",
  transactionSummary: "/transactionsummary",
} as const;

/** The footer stays out of the way of tests and question-bank practice. */
export const hidesFooter = (pathname: string): boolean =>
  pathname.includes("/practices/") || pathname.includes("/categories/");
