// Zod-free descriptors of the admin endpoints; see auth-routes.ts.
export const grantProRoute = { method: "POST", path: "/admin/pro/grant", auth: "admin" } as const;
export const revokeProRoute = { method: "POST", path: "/admin/pro/revoke", auth: "admin" } as const;
export const createCodesRoute = { method: "POST", path: "/admin/codes", auth: "admin" } as const;
export const importContentRoute = { method: "POST", path: "/admin/content/import", auth: "admin" } as const;
