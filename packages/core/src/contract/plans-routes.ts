// Zod-free descriptors of the plans endpoints; see auth-routes.ts.
export const plansRoute = { method: "GET", path: "/plan/getAll", auth: "none" } as const;
export const redeemCodeRoute = { method: "POST", path: "/plan/redeem", auth: "student" } as const;
