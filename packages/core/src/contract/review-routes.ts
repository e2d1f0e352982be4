// Zod-free descriptors of the review-queue endpoints; see auth-routes.ts.
export const reviewQueueRoute = { method: "GET", path: "/review/due", auth: "student" } as const;
export const reviewCheckRoute = { method: "POST", path: "/review/check", auth: "student" } as const;
export const reviewExplanationRoute = { method: "GET", path: "/review/explanation", auth: "student" } as const;
