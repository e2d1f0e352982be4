// Zod-free descriptor of the health endpoint; see auth-routes.ts.
export const healthRoute = { method: "GET", path: "/health", auth: "none" } as const;
