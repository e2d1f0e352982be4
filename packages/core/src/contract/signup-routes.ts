// Zod-free descriptor of the sign-up endpoint; see auth-routes.ts.
export const signupRoute = { method: "POST", path: "/auth/signup", auth: "none" } as const;
