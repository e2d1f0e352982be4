export const logoutRoute = { method: "POST", path: "/auth/logout", auth: "student" } as const;
