// Zod-free descriptors of the question-bank endpoints; see auth-routes.ts.
export const questionBanksRoute = { method: "GET", path: "/questionbank/getall", auth: "student" } as const;
export const questionBankRoute = { method: "GET", path: "/questionbank/getbyid", auth: "student" } as const;
export const checkBankAnswerRoute = { method: "POST", path: "/questionbank/check", auth: "student" } as const;
export const bankExplanationRoute = { method: "GET", path: "/questionbank/explanation", auth: "student" } as const;
export const saveQuestionBankRoute = {
  method: "POST",
  path: "/questionbank/savequestionbank",
  auth: "student",
} as const;
