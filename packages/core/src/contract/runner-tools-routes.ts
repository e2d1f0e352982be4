// Zod-free descriptors of the runner tools' endpoints; see auth-routes.ts.
export const attemptToolsRoute = { method: "GET", path: "/test/tools", auth: "student" } as const;
export const saveAnnotationsRoute = { method: "PUT", path: "/test/annotations", auth: "student" } as const;
export const saveCalculatorRoute = { method: "PUT", path: "/test/calculator", auth: "student" } as const;
export const saveToolSettingsRoute = { method: "PUT", path: "/test/tool-settings", auth: "student" } as const;
