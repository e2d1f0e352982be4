// Zod-free descriptors of the account endpoints; see auth-routes.ts.
export const deviceSessionsRoute = { method: "GET", path: "/account/sessions", auth: "student" } as const;
export const signOutSessionRoute = { method: "POST", path: "/account/sessions/sign-out", auth: "student" } as const;
export const signOutOtherSessionsRoute = {
  method: "POST",
  path: "/account/sessions/sign-out-others",
  auth: "student",
} as const;
export const changePasswordRoute = { method: "PUT", path: "/account/password", auth: "student" } as const;
export const exportAccountRoute = { method: "GET", path: "/account/export", auth: "student" } as const;
export const deleteAccountRoute = { method: "POST", path: "/account/delete", auth: "student" } as const;
