// Zod-free descriptors of the progress and profile endpoints; see auth-routes.ts.
export const progressRoute = { method: "GET", path: "/progress", auth: "student" } as const;
export const updateProfileRoute = { method: "PUT", path: "/auth/profile", auth: "student" } as const;
export const updateDetailsRoute = { method: "PUT", path: "/auth/details", auth: "student" } as const;
