// Each endpoint's method, path and auth without its schemas: the browser calls the API with these
// and loads no zod; the contract spreads them into its endpoints, so the two cannot drift (decision 011).
export const loginRoute = { method: "POST", path: "/auth/login", auth: "none" } as const;
export const logoutRoute = { method: "POST", path: "/auth/logout", auth: "student" } as const;
export const meRoute = { method: "GET", path: "/auth/me", auth: "student" } as const;
export const ssoLoginRoute = { method: "GET", path: "/sso/login", auth: "none" } as const;
export const refreshTokenRoute = { method: "POST", path: "/auth/refresh", auth: "student" } as const;
